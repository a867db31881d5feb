import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { businessProfileSchema, type ApiClient, type Id, type UserProfile } from '@edupassport/api-client';
import type { OptimisticChange } from '@edupassport/ui/headless';
import { ownProfileChange as ownUserChange } from './ownProfile';
import { reloadSignedInUser } from './reloadSignedInUser';
import { educatorProfileQueryOptions, isOwnProfile } from './useEducatorProfile';

/**
 * Whose profile a business page loads: undefined for the signed-in user's own (the current-user call, keyed
 * 'me'), else the `id` query parameter.
 */
export function businessProfileTarget(id: Id | null | undefined, sessionUserId: Id | null | undefined): Id | undefined {
  const query = id === null || id === undefined || !String(id).trim() ? undefined : id;
  return isOwnProfile(id, sessionUserId) ? undefined : query;
}

/**
 * The business page's one shared read: the account's profile (with `business_profile`, credentials and
 * education), `userId` undefined for the signed-in user's own. The same cache entry as the educator page's
 * (`profileKeys.user`): one request per user whatever reads it, the page selecting the user from it.
 */
export function businessProfileQueryOptions(client: ApiClient, userId?: Id) {
  return queryOptions({ ...educatorProfileQueryOptions(client, userId), select: (data): UserProfile => data.user });
}

/** What `prefetchBusinessProfile` needs to know: the page's `userId` prop and who is signed in. */
export interface PrefetchBusinessProfileParams {
  /** The page's `userId` (the `id` query parameter); absent means one's own profile. */
  userId?: Id | null;
  /** The signed-in user's id (the EduProvider session's), or null when nobody is signed in. */
  sessionUserId?: Id | null;
}

/**
 * Loads the business page's profile into `queryClient` before a server render, so the page renders with its
 * data rather than skeletons. Never rejects (a failed read leaves the page to load it in the browser).
 */
export function prefetchBusinessProfile(queryClient: QueryClient, client: ApiClient, params: PrefetchBusinessProfileParams = {}): Promise<void> {
  return queryClient.prefetchQuery(businessProfileQueryOptions(client, businessProfileTarget(params.userId, params.sessionUserId)));
}

/**
 * Reads the signed-in user's profile again after a save whose answer holds no saved data (204, new ids, stored
 * media) and puts it into the shared cache. Resolves to undefined when only this read fails.
 */
export function readBackOwnProfile(queryClient: QueryClient, client: ApiClient): Promise<UserProfile | undefined> {
  return reloadSignedInUser(client, queryClient);
}

/** Patches the signed-in user's cached profile (after a save, or optimistically). */
export function ownProfileChange(update: (user: UserProfile) => UserProfile): OptimisticChange {
  return ownUserChange(update);
}

/** The same change to the business profile inside the user (an owner without one starts from an empty one). */
export function ownBusinessChange(update: (business: NonNullable<UserProfile['business_profile']>) => NonNullable<UserProfile['business_profile']>): OptimisticChange {
  return ownProfileChange((user) => ({ ...user, business_profile: update(user.business_profile ?? businessProfileSchema.parse({})) }));
}

/** Applies changes at once (for a server's answer), outside an optimistic write. */
export function applyChanges(queryClient: QueryClient, changes: OptimisticChange[]): void {
  for (const { queryKey, update } of changes) {
    for (const [key, data] of queryClient.getQueriesData({ queryKey })) {
      if (data !== undefined) queryClient.setQueryData(key, update(data));
    }
  }
}
