import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businessProfileSchema, createApiClient } from '@edupassport/api-client';
import { handlers, mockSession, mockStore, MOCK_USER_IDS, resetMocks } from '@edupassport/api-client/mocks';
import * as whoWeAreRules from './whoWeAre';
import { toAboutUsInput, validateWhoWeAreContent, validateWhoWeAreLists, whoWeAreDraftFrom, richTextLength, type WhoWeAreDraft } from './whoWeAre';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
const empty = whoWeAreDraftFrom(businessProfileSchema.parse({}));
const filled: WhoWeAreDraft = {
  business_type: ['School'],
  operation_in: ['Nigeria'],
  services: ['Exam Preparation'],
  our_details: '<p>Bilingual schools for 2,000 students.</p>',
  our_history: '<p>Founded in 2009.</p>',
  our_values: '<ul><li>Care</li></ul>',
  our_goals: '<p>Two new campuses by 2028.</p>',
  media: null,
  mediaUrl: 'https://cdn.example.com/about.jpg',
};

describe('the choice lists (16 entries each, ending in Other)', () => {
  it('offers 16 services ending in Other, Tutoring Services among them (issue 21 v)', () => {
    expect(whoWeAreRules.SERVICE_OPTIONS).toHaveLength(16);
    expect(whoWeAreRules.SERVICE_OPTIONS.at(-1)).toBe('Other');
    expect(whoWeAreRules.SERVICE_OPTIONS).toContain('Tutoring Services');
    expect(new Set(whoWeAreRules.SERVICE_OPTIONS).size).toBe(16);
  });

  it('has a specialization list of 16 ending in Other, and the business types are it (issue 21 v)', () => {
    const specializations = (whoWeAreRules as Record<string, unknown>).SPECIALIZATION_OPTIONS as readonly string[] | undefined;
    expect(specializations).toHaveLength(16);
    expect(specializations?.at(-1)).toBe('Other');
    expect(specializations).toContain('Curriculum Development');
    expect(whoWeAreRules.BUSINESS_TYPE_OPTIONS).toBe(specializations);
  });
});

describe('Who we are rules', () => {
  it('asks for at least one business type, operation and service', () => {
    expect(validateWhoWeAreLists(empty)).toEqual({
      business_type: 'At least one business type is required',
      operation_in: 'At least one operation is required',
      services: 'At least one service is required',
    });
    expect(validateWhoWeAreLists(filled)).toEqual({});
  });

  it('asks for the media and the four texts; an empty editor paragraph counts as empty', () => {
    expect(validateWhoWeAreContent({ ...empty, our_details: '<p></p>', our_goals: '<p> </p>' })).toEqual({
      media: 'Upload your media',
      our_details: 'Enter your our details',
      our_history: 'Enter your our history',
      our_values: 'Enter your our values',
      our_goals: 'Enter your our goals',
    });
    expect(validateWhoWeAreContent(filled)).toEqual({});
  });

  it('takes a newly cropped file as the media', () => {
    expect(validateWhoWeAreContent({ ...filled, mediaUrl: null, media: new Blob(['x'], { type: 'image/jpeg' }) }).media).toBeUndefined();
  });

  it('does not cap the texts at 1000 characters: the counter only shows it', () => {
    const long = `<p>${'a'.repeat(1500)}</p>`;
    expect(richTextLength(long)).toBe(1500);
    expect(validateWhoWeAreContent({ ...filled, our_history: long })).toEqual({});
  });
});

describe('Who we are save payload', () => {
  it('sends a multipart PUT: a data JSON of the lists and texts, and the about_us_media file', async () => {
    mockSession.set('businessOwner');
    const parts: { method: string; path: string; data: unknown; media: FormDataEntryValue | null }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (!request.url.includes('update-business-profile-about-us')) return;
      const form = await request.clone().formData();
      parts.push({ method: request.method, path: new URL(request.url).pathname, data: JSON.parse(String(form.get('data'))), media: form.get('about_us_media') });
    });
    const media = new File(['jpeg-bytes'], 'about.jpg', { type: 'image/jpeg' });
    await client.business.updateAboutUs(toAboutUsInput({ ...filled, media }), media);
    await expect.poll(() => parts.length).toBe(1);
    expect(parts[0]).toMatchObject({
      method: 'PUT',
      path: '/api/users/update-business-profile-about-us',
      data: {
        business_type: ['School'],
        operation_in: ['Nigeria'],
        services: ['Exam Preparation'],
        our_details: '<p>Bilingual schools for 2,000 students.</p>',
        our_history: '<p>Founded in 2009.</p>',
        our_values: '<ul><li>Care</li></ul>',
        our_goals: '<p>Two new campuses by 2028.</p>',
      },
    });
    // A file part (jsdom's File and the fetch layer's are different classes, so no instanceof).
    expect(parts[0]?.media).toMatchObject({ type: 'image/jpeg' });
    expect((parts[0]?.media as Blob).size).toBeGreaterThan(0);
    const stored = mockStore.users.find((u) => u.id === MOCK_USER_IDS.businessOwner)?.business_profile;
    expect(stored?.services).toEqual(['Exam Preparation']);
    expect(stored?.about_us_media).not.toBe('https://cdn.example.com/about.jpg');
  });

  it('leaves the file part out when the media did not change', async () => {
    mockSession.set('businessOwner');
    const media: (FormDataEntryValue | null)[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('update-business-profile-about-us')) media.push((await request.clone().formData()).get('about_us_media'));
    });
    await client.business.updateAboutUs(toAboutUsInput(filled), filled.media);
    await expect.poll(() => media.length).toBe(1);
    expect(media[0]).toBeNull();
  });
});
