import { describe, expect, it } from 'vitest';
import { businessProfileSchema, dealSchema, eventSchema, jobSchema, postSchema } from '@edupassport/api-client';
import { generateBusinessProfile, generateDeal, generateEvent, generateJob, generatePost } from '@edupassport/api-client/mocks';
import { defaultRoutes } from '../EduProvider/routes';
import { uiMessages } from '../messages';
import { posterModel } from './posterModel';

describe('posterModel', () => {
  it('shows a job with its company, logo and key details', () => {
    const job = jobSchema.parse(
      generateJob({
        id: 1,
        job_title: 'Physics Tutor',
        business_name: 'Greenfield Academy',
        business: { email: 'careers@greenfield.example.edu', business_profile: { company_name: 'Greenfield Academy' } },
        user_profile_pic: 'https://cdn.example.com/logo.png',
        location: 'Berlin, Germany',
        employment_type: 'Full-time',
        salary: 45000,
        currency: 'USD',
        salary_type: 'yearly',
        years_of_experience_min: 2,
        years_of_experience_max: 5,
        application_deadline: '2026-11-30',
      }),
    );
    const model = posterModel({ type: 'job', job }, uiMessages);
    expect(model.heading).toBe('Check this out!');
    expect(model.title).toBe('Physics Tutor');
    expect(model.eyebrow).toBe('Greenfield Academy');
    expect(model.avatar).toEqual({ url: 'https://cdn.example.com/logo.png', kind: 'avatar', name: 'Greenfield Academy' });
    expect(model.details).toEqual([
      { label: 'Location', value: 'Berlin, Germany' },
      { label: 'Employment type', value: 'Full-time' },
      { label: 'Salary', value: '$45,000 / year' },
      { label: 'Experience', value: '2–5 years' },
      { label: 'Apply by', value: 'November 30, 2026' },
    ]);
  });

  it('writes the salary period in the reader’s words', () => {
    const job = jobSchema.parse(generateJob({ id: 2, salary: 3000, currency: 'EUR', salary_type: 'monthly' }));
    const french = { ...uiMessages, salaryPeriods: { ...uiMessages.salaryPeriods, month: 'mois' } };
    const salary = posterModel({ type: 'job', job }, french, undefined, { locale: 'fr' }).details.find((d) => d.label === 'Salary');
    expect(salary?.value.replace(/[\u00a0\u202f]/g, ' ')).toBe('3 000 € / mois');
  });

  it('names the employment type in the reader’s words, and one it has no word for as sent', () => {
    const arabic = { ...uiMessages, employmentTypeLabels: { ...uiMessages.employmentTypeLabels, 'Full-time': 'دوام كامل' } };
    const typeOf = (employment_type: string) =>
      posterModel({ type: 'job', job: jobSchema.parse(generateJob({ id: 3, employment_type })) }, arabic).details.find((d) => d.label === 'Employment type')?.value;
    expect(typeOf('Full-time')).toBe('دوام كامل');
    expect(typeOf('Seasonal')).toBe('Seasonal');
  });

  it("gives a deal the spec's heading and its 'Use by' month", () => {
    const deal = dealSchema.parse(generateDeal({ id: 2, deal_name: 'Free month of LessonLab', availability_start_date: '2027-03-14', deal_photo_url: null }));
    const model = posterModel({ type: 'deal', deal }, uiMessages);
    expect(model.heading).toBe('Be Part of This Awesome Event!');
    expect(model.text).toBe('Use by Mar 2027');
    expect(model.cover).toBeUndefined();
  });

  it.each([
    ['Pacific/Auckland', '2026-03-31T20:00:00Z', 'Use by Apr 2026'],
    ['America/Los_Angeles', '2026-04-01T03:00:00Z', 'Use by Mar 2026'],
  ])("reads a deal's 'Use by' month in the given time zone (%s: %s)", (timeZone, when, text) => {
    const deal = dealSchema.parse(generateDeal({ id: 2, availability_start_date: when, deal_photo_url: null }));
    expect(posterModel({ type: 'deal', deal }, uiMessages, undefined, { timeZone }).text).toBe(text);
  });

  it('uses the profile heading for a business profile', () => {
    const business = businessProfileSchema.parse(generateBusinessProfile({ id: 3, company_name: 'LessonLab', services: ['Tutoring Services'] }));
    const model = posterModel({ type: 'business_profile', business, id: 101 }, uiMessages);
    expect(model.heading).toBe('Look into this profile');
    expect(model.title).toBe('LessonLab');
    expect(model.tags).toEqual(['Tutoring Services']);
  });

  it("shows a business's own picture as its logo, and initials only without one", () => {
    const business = businessProfileSchema.parse(generateBusinessProfile({ id: 3, company_name: 'LessonLab' }));
    const withLogo = posterModel({ type: 'business_profile', business, id: 101, logo: 'https://cdn.example.com/logo.png' }, uiMessages);
    expect(withLogo.avatar).toEqual({ url: 'https://cdn.example.com/logo.png', kind: 'avatar', name: 'LessonLab' });
    expect(posterModel({ type: 'business_profile', business, id: 101 }, uiMessages).avatar).toBeUndefined();
  });

  it('shows a post with its author, and marks its picture to be removed when broken', () => {
    const post = postSchema.parse(
      generatePost({
        id: 4,
        post_type: 'announcement',
        headline: 'Workshop on reading intervention',
        content: '<p>Join our <strong>free</strong> session next week.</p>',
        cover_image: 'https://cdn.example.com/p.png',
      }),
    );
    const model = posterModel({ type: 'post', post }, uiMessages);
    expect(model.heading).toBe('Look at this post!');
    expect(model.title).toBe('Workshop on reading intervention');
    expect(model.text).toBe('Join our free session next week.');
    expect(model.cover).toMatchObject({ url: 'https://cdn.example.com/p.png', onFail: 'remove' });
    expect(model.eyebrow).toBe(`by ${post.user.full_name}`);
  });

  it('gives an event without a cover the default cover', () => {
    const event = eventSchema.parse(generateEvent({ id: 5, event_name: 'EdTech Meetup', event_cover_image: null }));
    const model = posterModel({ type: 'event', event }, uiMessages, defaultRoutes);
    expect(model.heading).toBe('Upcoming EDU Event!');
    expect(model.cover).toEqual({ url: '/img/social-media/default-1.png', kind: 'cover', name: 'EdTech Meetup' });
  });
});
