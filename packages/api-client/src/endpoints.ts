import type { HttpMethod } from './transport';

type Id = string | number;

/** Whether the spec gives the path ('spec') or we chose it where the spec says "not shown" ('chosen'). */
export type EndpointSource = 'spec' | 'chosen';

export interface EndpointDefinition {
  method: HttpMethod;
  source: EndpointSource;
  /** The path for the call's path parameters (already URL-encoded by the client). */
  path: (...args: never[]) => string;
}

/*
 * Chosen paths follow two rules, so a backend team can guess them: list updates use the spec's own
 * `update-*` naming of their sibling calls; actions on one item are REST-style on the item
 * (`POST /api/events/{id}/click`, `DELETE /api/users/education/{id}`).
 */
const definitions = {
  // Feed and posts
  'feed.getFeed': { method: 'GET', source: 'spec', path: () => '/api/users/get-feed' },
  'feed.createPost': { method: 'POST', source: 'spec', path: () => '/api/users/create-feed-post' },
  'feed.search': { method: 'GET', source: 'spec', path: () => '/api/users/posts/search' },
  'feed.getFavorites': { method: 'GET', source: 'spec', path: () => '/api/users/posts/favorites' },
  'posts.get': { method: 'GET', source: 'spec', path: (id: Id) => `/api/users/posts/${id}` },
  'posts.update': { method: 'PUT', source: 'spec', path: (id: Id) => `/api/users/posts/${id}` },
  'posts.delete': { method: 'DELETE', source: 'spec', path: (id: Id) => `/api/users/posts/${id}` },
  'posts.confirmDelete': { method: 'POST', source: 'chosen', path: (id: Id) => `/api/users/posts/${id}/confirm-delete` },
  'posts.report': { method: 'POST', source: 'spec', path: (id: Id) => `/api/users/posts/${id}/report` },
  'posts.share': { method: 'POST', source: 'spec', path: (id: Id) => `/api/users/posts/${id}/share` },
  'posts.toggleFavorite': { method: 'POST', source: 'spec', path: (id: Id) => `/api/users/posts/${id}/favorite` },
  'posts.react': { method: 'POST', source: 'spec', path: (id: Id) => `/api/users/react-to-post/${id}` },
  'posts.comment': { method: 'POST', source: 'spec', path: (id: Id) => `/api/users/comment-on-post/${id}` },
  'posts.getComments': { method: 'GET', source: 'spec', path: (id: Id) => `/api/users/posts/${id}/comments` },
  'posts.reply': { method: 'POST', source: 'spec', path: (id: Id, commentId: Id) => `/api/users/posts/${id}/comments/${commentId}/reply` },
  'posts.reactToComment': { method: 'POST', source: 'spec', path: (id: Id, commentId: Id) => `/api/users/posts/${id}/comments/${commentId}/react` },
  'posts.deleteComment': { method: 'DELETE', source: 'spec', path: (id: Id, commentId: Id) => `/api/users/posts/${id}/comments/${commentId}` },
  'posts.reportComment': { method: 'POST', source: 'chosen', path: (id: Id, commentId: Id) => `/api/users/posts/${id}/comments/${commentId}/report` },
  'posts.vote': { method: 'POST', source: 'spec', path: (id: Id) => `/api/users/vote-on-poll/${id}` },

  // Jobs, events, deals
  'jobs.report': { method: 'POST', source: 'spec', path: (jobId: Id) => `/api/jobs/${jobId}/report` },
  'jobs.inviteApplicants': { method: 'POST', source: 'spec', path: (id: Id) => `/api/jobs/${id}/invite-applicants` },
  'jobs.getFavorites': { method: 'GET', source: 'chosen', path: () => '/api/jobs/favorites' },
  'jobs.toggleFavorite': { method: 'POST', source: 'chosen', path: (id: Id) => `/api/jobs/${id}/favorite` },
  'events.click': { method: 'POST', source: 'chosen', path: (id: Id) => `/api/events/${id}/click` },
  'events.getFavorites': { method: 'GET', source: 'chosen', path: () => '/api/events/favorites' },
  'events.toggleFavorite': { method: 'POST', source: 'chosen', path: (id: Id) => `/api/events/${id}/favorite` },
  'deals.view': { method: 'POST', source: 'chosen', path: (id: Id) => `/api/deals/${id}/view` },
  'deals.click': { method: 'POST', source: 'chosen', path: (id: Id) => `/api/deals/${id}/click` },
  'deals.getFavorites': { method: 'GET', source: 'chosen', path: () => '/api/deals/favorites' },
  'deals.toggleFavorite': { method: 'POST', source: 'chosen', path: (id: Id) => `/api/deals/${id}/favorite` },

  // Users: the educator profile and the pictures
  'users.getUserById': { method: 'GET', source: 'spec', path: (id: Id) => `/api/users/get-user-by-id/${id}` },
  'users.getCurrentUser': { method: 'GET', source: 'spec', path: () => '/api/users/get-user-by-id' },
  'users.search': { method: 'GET', source: 'spec', path: () => '/api/users/search' },
  'users.toggleOpenToWork': { method: 'POST', source: 'spec', path: () => '/api/users/toggle-open-to-work' },
  'users.toggleOpenToNetwork': { method: 'POST', source: 'spec', path: () => '/api/users/toggle-open-to-network' },
  'users.updateKeyDetails': { method: 'PUT', source: 'chosen', path: () => '/api/users/update-key-details' },
  'users.createWorkExperience': { method: 'POST', source: 'chosen', path: () => '/api/users/work-experience' },
  'users.updateWorkExperience': { method: 'PUT', source: 'chosen', path: (id: Id) => `/api/users/work-experience/${id}` },
  'users.deleteWorkExperience': { method: 'DELETE', source: 'chosen', path: (id: Id) => `/api/users/work-experience/${id}` },
  'users.updateResume': { method: 'PUT', source: 'chosen', path: () => '/api/users/update-resume' },
  'users.deleteResume': { method: 'DELETE', source: 'spec', path: () => '/api/users/delete-resume' },
  'users.updatePreferredJobs': { method: 'PUT', source: 'chosen', path: () => '/api/users/update-preferred-jobs' },
  'users.deletePreferredJob': { method: 'DELETE', source: 'chosen', path: (id: Id) => `/api/users/preferred-jobs/${id}` },
  'users.updateLocationsWanted': { method: 'PUT', source: 'chosen', path: () => '/api/users/update-locations-i-want-to-work' },
  'users.deleteLocationWanted': { method: 'DELETE', source: 'chosen', path: (id: Id) => `/api/users/locations-i-want-to-work/${id}` },
  'users.updateAdditionalSkills': { method: 'PUT', source: 'chosen', path: () => '/api/users/update-additional-skills' },
  'users.deleteAdditionalSkill': { method: 'DELETE', source: 'chosen', path: (skill: Id) => `/api/users/additional-skills/${skill}` },
  'users.updateEducation': { method: 'PUT', source: 'chosen', path: () => '/api/users/update-education' },
  'users.deleteEducation': { method: 'DELETE', source: 'chosen', path: (id: Id) => `/api/users/education/${id}` },
  'users.updateProfilePicture': { method: 'PUT', source: 'chosen', path: () => '/api/users/update-profile-picture' },
  'users.updateBanner': { method: 'PUT', source: 'chosen', path: () => '/api/users/update-banner-picture' },

  // Endorsements; the list is read through users.getUserById / users.getCurrentUser
  'endorsements.request': { method: 'POST', source: 'spec', path: () => '/api/users/request-endorsement' },
  'endorsements.respond': { method: 'POST', source: 'spec', path: (id: Id) => `/api/endorsement/${id}/respond` },
  'endorsements.get': { method: 'GET', source: 'spec', path: (id: Id) => `/api/endorsement/${id}` },
  'endorsements.delete': { method: 'DELETE', source: 'chosen', path: (id: Id) => `/api/endorsement/${id}` },

  // Business profile
  'business.updateAboutUs': { method: 'PUT', source: 'spec', path: () => '/api/users/update-business-profile-about-us' },
  'business.updateGeneralInformation': { method: 'PUT', source: 'spec', path: () => '/api/users/update-business-profile-general-information' },
  'business.updateCredentials': { method: 'PUT', source: 'spec', path: () => '/api/users/update-credentials-and-achievements' },
  'business.updateGallery': { method: 'POST', source: 'spec', path: () => '/api/users/update-business-profile-gallery' },
  'business.addTeamMembers': { method: 'POST', source: 'spec', path: () => '/api/users/add-business-profile-team-member' },
  'business.updateTeamMember': { method: 'PUT', source: 'spec', path: (id: Id) => `/api/users/update-business-profile-team-member/${id}` },
  'business.updateLinks': { method: 'PUT', source: 'spec', path: () => '/api/users/update-business-profile-links' },
  'business.deleteCredential': { method: 'DELETE', source: 'chosen', path: (id: Id) => `/api/users/credentials/${id}` },
  'business.deleteGalleryImage': { method: 'DELETE', source: 'chosen', path: (imageName: Id) => `/api/users/business-profile/gallery/${imageName}` },
  'business.deleteTeamMember': { method: 'DELETE', source: 'chosen', path: (id: Id) => `/api/users/business-profile/team-members/${id}` },
  'business.deleteLink': { method: 'DELETE', source: 'chosen', path: (id: Id) => `/api/users/business-profile/links/${id}` },

  // Location data and the image proxy
  'location.countries': { method: 'GET', source: 'chosen', path: () => '/api/location/countries' },
  'location.states': { method: 'GET', source: 'chosen', path: (iso2: Id) => `/api/location/countries/${iso2}/states` },
  'location.cities': { method: 'POST', source: 'chosen', path: () => '/api/location/cities' },
  'location.stateCities': { method: 'GET', source: 'chosen', path: (iso2: Id, state: Id) => `/api/location/countries/${iso2}/states/${state}/cities` },
  'location.phoneCodes': { method: 'GET', source: 'chosen', path: () => '/api/location/phone-codes' },
  'media.imageProxy': { method: 'GET', source: 'spec', path: () => '/api/proxy/image' },
} as const satisfies Record<string, EndpointDefinition>;

type Definitions = typeof definitions;

/** Every endpoint: its method, whether the spec gives its path, and the default path function. */
export const endpointDefinitions = definitions;

export type EndpointName = keyof Definitions;

/**
 * Every path the client calls, in one table (name → function of the path parameters). Paths the spec
 * gives are used exactly as written; the ones it leaves out are chosen here once, REST-style. A host
 * overrides any entry through `createApiClient({ endpoints: { 'events.click': (id) => ... } })`, and
 * `createHandlers({ endpoints })` keeps the mock backend in step.
 */
export type EndpointTable = { [K in EndpointName]: Definitions[K]['path'] };

/** The default endpoints table. */
export const defaultEndpoints: EndpointTable = Object.fromEntries(
  Object.entries(definitions).map(([name, definition]) => [name, definition.path]),
) as EndpointTable;

/** The HTTP method of each endpoint (fixed: a host overrides paths, not methods). */
export const endpointMethods: { [K in EndpointName]: HttpMethod } = Object.fromEntries(
  Object.entries(definitions).map(([name, definition]) => [name, definition.method]),
) as { [K in EndpointName]: HttpMethod };

export const endpointNames = Object.keys(definitions) as EndpointName[];

/** Host overrides of any endpoint path. */
export type EndpointOverrides = Partial<EndpointTable>;

/** The table in force: the defaults with the host's overrides. */
export function resolveEndpoints(overrides: EndpointOverrides = {}): EndpointTable {
  return { ...defaultEndpoints, ...overrides };
}
export type { Id };
