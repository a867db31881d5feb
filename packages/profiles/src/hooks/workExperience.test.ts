import { describe, expect, it } from 'vitest';
import {
  EMPTY_WORK_EXPERIENCE,
  draftFromExperience,
  formatWorkPeriod,
  snapEndYear,
  validateWorkExperience,
} from './workExperience';
import { toWorkExperienceInput } from './storeInputs';

const filled = {
  ...EMPTY_WORK_EXPERIENCE,
  job_title: 'Head of Science',
  industry: 'K-12 Education',
  location_type: 'Hybrid' as const,
  country: 'Japan',
  state: 'Osaka',
  city: 'Osaka',
  startYear: 2019,
  details: 'Leading a team of six.',
};

describe('work experience rules', () => {
  it('requires every field with one message, the end year optional', () => {
    expect(validateWorkExperience(EMPTY_WORK_EXPERIENCE)).toEqual({
      job_title: 'This field is required',
      industry: 'This field is required',
      location_type: 'This field is required',
      location: 'This field is required',
      startYear: 'This field is required',
      details: 'This field is required',
    });
    expect(validateWorkExperience(filled)).toEqual({});
  });

  it('snaps an earlier end year to the start', () => {
    expect(snapEndYear(2020, 2018)).toBe(2020);
    expect(snapEndYear(2020, 2022)).toBe(2022);
    expect(snapEndYear(null, 2018)).toBe(2018);
  });

  it('saves a current job as January 9999, no end as null, and Country, State, City', () => {
    expect(toWorkExperienceInput({ ...filled, current: true, endYear: 2023 }, null)).toMatchObject({
      start_date: '2019-01-01',
      end_date: '9999-01-01',
      location: 'Japan, Osaka, Osaka',
      image: null,
    });
    expect(toWorkExperienceInput(filled, 'https://img.example/lab.jpg')).toMatchObject({ end_date: null, image: 'https://img.example/lab.jpg' });
    expect(toWorkExperienceInput({ ...filled, endYear: 2015 }, null).end_date).toBe('2019-01-01');
  });

  it('keeps the details formatting from the stored HTML to the saved HTML, sanitised', () => {
    const stored = '<p><strong>IB</strong> Mathematics.</p><p>Coding club<br>Mentor</p><ul><li>one</li></ul>';
    const item = { id: 7, job_title: 'Teacher', industry: undefined, location_type: undefined, location: undefined, start_date: '2021-01-01', end_date: undefined, details: `${stored}<img src=x onerror="alert(1)"><script>alert(1)</script>`, image: undefined };
    const draft = draftFromExperience(item);
    expect(toWorkExperienceInput({ ...filled, details: draft.details }, null).details).toBe(`${stored}<img src="x" alt="">`);
    expect(toWorkExperienceInput({ ...filled, details: 'Typed.\n\nAgain' }, null).details).toBe('<p>Typed.</p><p>Again</p>');
    expect(validateWorkExperience({ ...filled, details: '<p></p><p> </p>' }).details).toBe('This field is required');
  });

  it('shows Present for January 9999 and prefills an edit', () => {
    expect(formatWorkPeriod({ start_date: '2021-09-01', end_date: '9999-01-01' })).toBe('2021 – Present');
    expect(formatWorkPeriod({ start_date: '2017-01-01', end_date: '2021-06-30' })).toBe('2017 – 2021');
    const draft = draftFromExperience({
      id: 7,
      job_title: 'Mathematics Teacher',
      industry: 'K-12 Education',
      location_type: 'On-site',
      location: 'United Arab Emirates, Dubai, Dubai',
      start_date: '2021-09-01',
      end_date: '9999-01-01',
      details: '<p>IB Mathematics.</p>',
      image: undefined,
    });
    expect(draft).toMatchObject({ country: 'United Arab Emirates', state: 'Dubai', city: 'Dubai', startYear: 2021, endYear: null, current: true, details: '<p>IB Mathematics.</p>' });
  });
});
