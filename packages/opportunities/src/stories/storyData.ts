/*
 * Realistic entities for stories, from the mock backend's seeded store, parsed item by item the way the
 * api-client parses answers (the realistic mode's malformed record is left out), with inline pictures
 * (stories run offline). Never exported from the package.
 */
import { dealSchema, eventSchema, jobSchema, parseItems, type Deal, type EduEvent, type Job } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockStore } from '@edupassport/api-client/mocks';
import { companyLogos, dealPhotos, eventCovers } from './storyImages';

/** Every seeded job, parsed, with inline company pictures. */
export function storyJobs(): Job[] {
  const jobs = mockStore.jobs.map((job, i) => ({ ...job, user_profile_pic: companyLogos[i % companyLogos.length] }));
  return parseItems(jobSchema, jobs, { endpoint: 'mockStore.jobs' });
}

/** One seeded job by id, with overrides. */
export function storyJob(id: number, overrides: Partial<Job> = {}): Job {
  const job = storyJobs().find((j) => j.id === id);
  if (!job) throw new Error(`No seeded job ${id}`);
  return { ...job, ...overrides };
}

/** Every seeded event, parsed; seeded events without a cover keep none (the default image shows). */
export function storyEvents(): EduEvent[] {
  const events = mockStore.events.map((event, i) => ({ ...event, event_cover_image: event?.event_cover_image ? eventCovers[i % eventCovers.length] : null }));
  return parseItems(eventSchema, events, { endpoint: 'mockStore.events' });
}

/** One seeded event by id, with overrides. */
export function storyEvent(id: number, overrides: Partial<EduEvent> = {}): EduEvent {
  const event = storyEvents().find((e) => e.id === id);
  if (!event) throw new Error(`No seeded event ${id}`);
  return { ...event, ...overrides };
}

/** Every seeded deal, parsed; seeded deals without a picture keep none. */
export function storyDeals(): Deal[] {
  const deals = mockStore.deals.map((deal, i) => ({ ...deal, deal_photo_url: deal?.deal_photo_url ? dealPhotos[i % dealPhotos.length] : null }));
  return parseItems(dealSchema, deals, { endpoint: 'mockStore.deals' });
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
