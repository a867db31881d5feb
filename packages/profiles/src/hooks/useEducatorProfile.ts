import { useCallback } from 'react';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiError, Endorsement, Id, UserProfile, UserWithEndorsements } from '@edupassport/api-client';
import { useApiClient, useEdu, useEduQuery, useEduQueryClient } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';

export type EducatorProfileStatus = 'loading' | 'success' | 'error';

export interface UseEducatorProfileOptions {
  /** The `id` query parameter of the page: another user's profile; absent (or the signed-in user's own id) means the owner's profile. */
  id?: Id | null;
}

export interface UseEducatorProfileResult {
  /** The profile, once loaded (kept while a refresh runs). */
  user: UserProfile | null;
  /** The profile's completed endorsements. */
  endorsements: Endorsement[];
  status: EducatorProfileStatus;
  /** The last load's failure, or null. */
  error: ApiError | null;
  /** True when the signed-in user looks at their own profile. */
  isOwner: boolean;
  /** The id of the profile shown (the query id, else the signed-in user's id), or null. */
  profileId: Id | null;
  /** Reloads the profile; a failed refresh keeps what is shown and rejects with the ApiError. */
  refresh: () => Promise<void>;
  /** Patches the shown profile locally after a save, without a round trip. */
  update: (patch: Partial<UserProfile> | ((user: UserProfile) => UserProfile)) => void;
  /** Replaces the shown endorsements (e.g. after a delete or a refresh of the list). */
  setEndorsements: (endorsements: Endorsement[]) => void;
}

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
  { id, sessionUserId }: { id?: Id | null; sessionUserId?: Id | null } = {},
): Promise<void> {
  await queryClient.prefetchQuery(educatorProfileQueryOptions(client, educatorProfileTarget(id, sessionUserId)));
}

/** Applies a patch (an object or a function) to a user. */
export function patchUser(user: UserProfile, patch: Partial<UserProfile> | ((user: UserProfile) => UserProfile)): UserProfile {
  return typeof patch === 'function' ? patch(user) : { ...user, ...patch };
}

/**
 * The educator profile page's data: owner or visitor from the `id` query parameter and the session, the
 * profile and its endorsements through `client.users.getUserById` (one cached query per profile), a refresh,
 * and local patches of the cached profile after saves.
 */
export function useEducatorProfile({ id }: UseEducatorProfileOptions = {}): UseEducatorProfileResult {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  const { session } = useEdu();
  const sessionUserId = session.user?.id ?? null;
  const isOwner = isOwnProfile(id, sessionUserId);
  const query = id === null || id === undefined || !String(id).trim() ? null : id;
  // The owner loads the current user (its endpoint needs no id); a visitor loads the id of the query.
  const target = educatorProfileTarget(id, sessionUserId);
  const result = useEduQuery(educatorProfileQueryOptions(client, target));
  const { data, refetch } = result;

  // A refetch that fails keeps the cached data; only a load without data shows the error.
  // Retrying a failed first load shows the loading state again.
  const status: EducatorProfileStatus = data ? 'success' : result.isError && !result.isFetching ? 'error' : 'loading';

  const refresh = useCallback(async () => {
    const answer = await refetch();
    // A failed retry of a first load shows in `status`; a failed refresh of a shown profile rejects.
    if (answer.isError && answer.data) throw answer.error;
  }, [refetch]);

  const update = useCallback(
    (patch: Partial<UserProfile> | ((user: UserProfile) => UserProfile)) => {
      queryClient.setQueryData<EducatorProfileData>(profileKeys.user(target), (previous) => (previous ? { ...previous, user: patchUser(previous.user, patch) } : previous));
    },
    [queryClient, target],
  );

  const setEndorsements = useCallback(
    (endorsements: Endorsement[]) => {
      queryClient.setQueryData<EducatorProfileData>(profileKeys.user(target), (previous) => (previous ? { ...previous, endorsements } : previous));
    },
    [queryClient, target],
  );

  return {
    user: data?.user ?? null,
    endorsements: data?.endorsements ?? [],
    status,
    error: data ? null : result.error,
    isOwner,
    profileId: isOwner ? sessionUserId : query,
    refresh,
    update,
    setEndorsements,
  };
}
