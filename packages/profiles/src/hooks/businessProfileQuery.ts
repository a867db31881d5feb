import type { QueryClient } from '@tanstack/react-query';
import { businessProfileSchema, type ApiClient, type UserProfile } from '@edupassport/api-client';
import type { OptimisticChange } from '@edupassport/ui/headless';
import { ownProfileChange as ownUserChange } from './ownProfile';
import { reloadSignedInUser } from './reloadSignedInUser';

export { businessProfileTarget, businessProfileQueryOptions, prefetchBusinessProfile } from './profileQueries';
export type { PrefetchBusinessProfileParams } from './profileQueries';

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
