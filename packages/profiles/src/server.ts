/**
 * The server entry of @edupassport/profiles: what a React Server Component may import and call (no "use client",
 * no React): the query keys and the profile pages' prefetch helpers.
 */
export { profileKeys } from './queryKeys';
export {
  educatorProfileQueryOptions,
  prefetchEducatorProfile,
  educatorProfileTarget,
  businessProfileQueryOptions,
  prefetchBusinessProfile,
  businessProfileTarget,
  isOwnProfile,
} from './hooks/profileQueries';
export type { EducatorProfileData, PrefetchBusinessProfileParams } from './hooks/profileQueries';
