/*
 * Realistic entities for stories, from the mock backend's seeded store, parsed the way the api-client
 * parses answers, with inline pictures (stories run offline). Never exported from the package.
 */
import { dealSchema, eventSchema, jobSchema, type Deal, type EduEvent, type Job } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockStore } from '@edupassport/api-client/mocks';
import { companyLogos, dealPhotos, eventCovers } from './storyImages';

/** Every seeded job, parsed, with inline company pictures. */
export function storyJobs(): Job[] {
  return mockStore.jobs.map((job, i) => jobSchema.parse({ ...job, user_profile_pic: companyLogos[i % companyLogos.length] }));
}

/** One seeded job by id, with overrides. */
export function storyJob(id: number, overrides: Partial<Job> = {}): Job {
  const job = storyJobs().find((j) => j.id === id);
  if (!job) throw new Error(`No seeded job ${id}`);
  return { ...job, ...overrides };
}

/** Every seeded event, parsed; seeded events without a cover keep none (the default image shows). */
export function storyEvents(): EduEvent[] {
  return mockStore.events.map((event, i) =>
    eventSchema.parse({ ...event, event_cover_image: event.event_cover_image ? eventCovers[i % eventCovers.length] : null }),
  );
}

/** One seeded event by id, with overrides. */
export function storyEvent(id: number, overrides: Partial<EduEvent> = {}): EduEvent {
  const event = storyEvents().find((e) => e.id === id);
  if (!event) throw new Error(`No seeded event ${id}`);
  return { ...event, ...overrides };
}

/** Every seeded deal, parsed; seeded deals without a picture keep none. */
export function storyDeals(): Deal[] {
  return mockStore.deals.map((deal, i) => dealSchema.parse({ ...deal, deal_photo_url: deal.deal_photo_url ? dealPhotos[i % dealPhotos.length] : null }));
}

/** One seeded deal by id, with overrides. */
export function storyDeal(id: number, overrides: Partial<Deal> = {}): Deal {
  const deal = storyDeals().find((d) => d.id === id);
  if (!deal) throw new Error(`No seeded deal ${id}`);
  return { ...deal, ...overrides };
}

/** The seeded favourites of the default story viewer (the member). */
export function memberFavourites(kind: 'jobs' | 'events' | 'deals'): number[] {
  return mockStore.favorites[kind].filter((f) => f.user_id === MOCK_USER_IDS.member).map((f) => f.target_id);
}
