import { useCallback } from 'react';
import type { ApiError, Endorsement, Id, UserProfile } from '@edupassport/api-client';
import { useApiClient, useEdu, useEduQuery, useEduQueryClient } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';

export type EducatorProfileStatus = 'loading' | 'success' | 'error';

export interface UseEducatorProfileOptions {
  /** The `id` query parameter of the page: another user's profile; absent (or the signed-in user's own id) means the owner's profile. */
  id?: Id | null | undefined;
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

import { educatorProfileQueryOptions, educatorProfileTarget, isOwnProfile, patchUser, type EducatorProfileData } from './profileQueries';

export { isOwnProfile, educatorProfileTarget, educatorProfileQueryOptions, prefetchEducatorProfile, patchUser } from './profileQueries';
export type { EducatorProfileData } from './profileQueries';

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
