import { HttpResponse } from 'msw';
import { fail, favoriteList, favoriteToggle, findById, isAdmin, param, readJson, required, requireUser, type MockContext, type MockResolver, type MockResolvers } from './handlers-kit';
import { mockStore, type MockTrackingRecord } from './store';

/** Records a click or view; anonymous visitors count too. */
function track(kind: MockTrackingRecord['kind'], action: MockTrackingRecord['action']): MockResolver {
  return (ctx) => {
    const item = findById<{ id: number }>(kind === 'event' ? mockStore.events : mockStore.deals, param(ctx), kind === 'event' ? 'Event' : 'Deal');
    mockStore.tracking.push({ kind, action, target_id: item.id, user_id: ctx.user?.id ?? null });
    return { message: 'Recorded' };
  };
}

function countryBy(match: (c: (typeof mockStore.countries)[number]) => boolean) {
  return mockStore.countries.find(match);
}

/** The location service's failure shape: `{ error: true, msg }`. */
function locationError(msg: string) {
  return HttpResponse.json({ error: true, msg, data: [] }, { status: 404 });
}

function resolveAgainst(ctx: MockContext, value: string): string | undefined {
  try {
    return new URL(value, ctx.url.origin).toString();
  } catch {
    return undefined;
  }
}

/** Jobs, events, deals, location data and the image proxy. */
export const opportunityResolvers = {
  'jobs.report': async (ctx) => {
    const user = requireUser(ctx);
    const job = findById(mockStore.jobs, param(ctx), 'Job');
    const body = await readJson(ctx.request);
    const reason = required(body.reason, 'Please select at least one reason for reporting');
    const details = required(body.details, 'Please provide details about the issue');
    mockStore.reports.push({ kind: 'job', target_id: job.id, reporter_id: user.id, reason, details, created_at: mockStore.now() });
    return { message: 'Report submitted successfully' };
  },

  'jobs.inviteApplicants': async (ctx) => {
    const user = requireUser(ctx);
    const job = findById(mockStore.jobs, param(ctx), 'Job');
    if (job.user_id !== user.id && !isAdmin(user)) fail(403, 'You can only invite applicants to your own jobs');
    const payload: unknown = ctx.request.headers.get('content-type')?.includes('json') ? await readJson(ctx.request) : null;
    mockStore.invitations.push({ job_id: job.id, user_id: user.id, payload });
    return { message: 'Applicants invited successfully' };
  },

  'jobs.getFavorites': favoriteList('jobs'),
  'jobs.toggleFavorite': favoriteToggle('jobs'),
  'events.click': track('event', 'click'),
  'events.getFavorites': favoriteList('events'),
  'events.toggleFavorite': favoriteToggle('events'),
  'deals.view': track('deal', 'view'),
  'deals.click': track('deal', 'click'),
  'deals.getFavorites': favoriteList('deals'),
  'deals.toggleFavorite': favoriteToggle('deals'),

  'location.countries': () => ({
    error: false,
    msg: 'countries and ISO codes retrieved',
    data: mockStore.countries.map(({ country, iso2, iso3 }) => ({ country, iso2, iso3 })),
  }),

  'location.states': (ctx) => {
    const country = countryBy((c) => c.iso2.toLowerCase() === param(ctx).toLowerCase());
    if (!country) return locationError('country not found');
    return { error: false, msg: `states in ${country.country} retrieved`, data: country.states.map(({ name, state_code }) => ({ name, state_code })) };
  },

  'location.cities': async (ctx) => {
    const name = required((await readJson(ctx.request)).country, 'country is required').toLowerCase();
    const country = countryBy((c) => c.country.toLowerCase() === name);
    if (!country) return locationError('country not found');
    return { error: false, msg: `cities in ${country.country} retrieved`, data: country.cities };
  },

  'location.stateCities': (ctx) => {
    const country = countryBy((c) => c.iso2.toLowerCase() === param(ctx).toLowerCase());
    const wanted = param(ctx, 1).toLowerCase();
    const state = country?.states.find((s) => s.state_code.toLowerCase() === wanted || s.name.toLowerCase() === wanted);
    if (!country || !state) return locationError('state not found');
    return { error: false, msg: `cities in ${state.name} retrieved`, data: state.cities };
  },

  'location.phoneCodes': () => ({
    data: mockStore.countries.map((c, index) => ({ id: index + 1, code: c.dial_code, name: c.country, iso2: c.iso2 })),
  }),

  // The proxy's job is to fetch the image for the page; the mock sends the browser there instead.
  'media.imageProxy': (ctx) => {
    const target = [ctx.url.searchParams.get('url'), ctx.url.searchParams.get('defaultUrl')]
      .filter((v): v is string => !!v?.trim())
      .map((v) => resolveAgainst(ctx, v))
      .find((v) => v !== undefined);
    if (!target) fail(400, 'url is required');
    return Response.redirect(target, 302);
  },
} satisfies MockResolvers;
