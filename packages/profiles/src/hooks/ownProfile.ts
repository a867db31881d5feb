import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, UserProfile } from '@edupassport/api-client';
import { useApiClient, useOptimisticMutation, type OptimisticChange } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';
import { patchUser, type EducatorProfileData } from './useEducatorProfile';

/** A change to the signed-in user: fields to merge, or a function of the user. */
export type UserPatch = Partial<UserProfile> | ((user: UserProfile) => UserProfile);

/** The optimistic change of the signed-in user's cached profile (the owner's page reads it). */
export function ownProfileChange(patch: UserPatch): OptimisticChange {
  return {
    queryKey: profileKeys.user(),
    update: (data) => {
      const profile = data as EducatorProfileData;
      return { ...profile, user: patchUser(profile.user, patch) };
    },
  };
}

/** The signed-in user's cached profile, as the last read or save left it; undefined when it is not cached. */
export function cachedOwnProfile(queryClient: QueryClient): UserProfile | undefined {
  return queryClient.getQueryData<EducatorProfileData>(profileKeys.user())?.user;
}

/** Puts what the server stored into the signed-in user's cached profile (no-op when it is not cached). */
export function setOwnProfile(queryClient: QueryClient, patch: UserPatch): void {
  queryClient.setQueryData<EducatorProfileData>(profileKeys.user(), (previous) => (previous ? { ...previous, user: patchUser(previous.user, patch) } : previous));
}

export interface OwnProfileWriteOptions<TVariables> {
  /** The write (an api-client call). */
  write: (client: ApiClient, variables: TVariables) => Promise<unknown>;
  /** What the owner's page shows at once; undone when the write fails. Default none. */
  patch?: ((variables: TVariables) => UserPatch) | undefined;
}

/**
 * One write to the signed-in user's profile: the change shows at once on the cached profile, is undone on failure,
 * and the profile is read again (new items' ids, what the server stored) once the last running write settled.
 */
export function useOwnProfileWrite<TVariables>({ write, patch }: OwnProfileWriteOptions<TVariables>) {
  const client = useApiClient();
  return useOptimisticMutation<unknown, TVariables>({
    mutationKey: profileKeys.ownProfileWrite(),
    mutationFn: (variables) => write(client, variables),
    optimistic: patch ? (variables) => [ownProfileChange(patch(variables))] : undefined,
    invalidates: () => [profileKeys.user()],
  });
}
