import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiError, Id, UserProfile, UserWithEndorsements } from '@edupassport/api-client';
import { profileKeys } from '../queryKeys';

// The profile reads and their prefetch helpers, without React: the `./server` entry exports them for server
// components, and the hooks build on them.

/** What the profile query caches: the user and their endorsements, as `getUserById` answers. */
export type EducatorProfileData = UserWithEndorsements;

/** Whether a query id names the signed-in user (or is absent): the owner's view. */
export function isOwnProfile(id: Id | null | undefined, sessionUserId: Id | null | undefined): boolean {
  const query = id === null || id === undefined ? '' : String(id).trim();
  if (!query) return sessionUserId !== null && sessionUserId !== undefined;
  return sessionUserId !== null && sessionUserId !== undefined && String(sessionUserId) === query;
}

/**
 * Whose profile the page loads: undefined for the signed-in user (the current-user call, keyed `'me'`, shared by
 * everything that reads the signed-in user), else the query id.
 */
export function educatorProfileTarget(id: Id | null | undefined, sessionUserId: Id | null | undefined): Id | undefined {
  if (isOwnProfile(id, sessionUserId)) return undefined;
  return id === null || id === undefined || !String(id).trim() ? undefined : id;
}

/** The profile query of one user (`id`), or of the signed-in user (no id): used by the hook and the prefetch. */
export function educatorProfileQueryOptions(client: ApiClient, id?: Id | null) {
  const target = id === null || id === undefined ? undefined : id;
  return queryOptions<EducatorProfileData, ApiError>({
    queryKey: profileKeys.user(target),
    queryFn: ({ signal }) => client.users.getUserById(target, {}, { signal }),
  });
}

/**
 * Loads what `EducatorProfilePage` shows into `queryClient`, so a server render after it shows the profile, not
 * skeletons. `id` is the page's `userId`; `sessionUserId` the signed-in user's id (the owner's profile is read
 * through the current-user call). A failure is not thrown: the page then renders its own loading or error state.
 */
export async function prefetchEducatorProfile(
  queryClient: QueryClient,
  client: ApiClient,
  { id, sessionUserId }: { id?: Id | null | undefined; sessionUserId?: Id | null | undefined } = {},
): Promise<void> {
  await queryClient.prefetchQuery(educatorProfileQueryOptions(client, educatorProfileTarget(id, sessionUserId)));
}

/** Applies a patch (an object or a function) to a user. */
export function patchUser(user: UserProfile, patch: Partial<UserProfile> | ((user: UserProfile) => UserProfile)): UserProfile {
  return typeof patch === 'function' ? patch(user) : { ...user, ...patch };
}

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
  userId?: Id | null | undefined;
  /** The signed-in user's id (the EduProvider session's), or null when nobody is signed in. */
  sessionUserId?: Id | null | undefined;
}

/**
 * Loads the business page's profile into `queryClient` before a server render, so the page renders with its
 * data rather than skeletons. Never rejects (a failed read leaves the page to load it in the browser).
 */
export function prefetchBusinessProfile(queryClient: QueryClient, client: ApiClient, params: PrefetchBusinessProfileParams = {}): Promise<void> {
  return queryClient.prefetchQuery(businessProfileQueryOptions(client, businessProfileTarget(params.userId, params.sessionUserId)));
}

