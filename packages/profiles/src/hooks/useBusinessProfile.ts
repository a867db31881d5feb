import { useCallback, useMemo } from 'react';
import { businessProfileSchema, isExternalJobsAccount, type ApiError, type BusinessProfile, type Id, type UserProfile } from '@edupassport/api-client';
import { useApiClient, useEdu, useEduQuery, useEduQueryClient } from '@edupassport/ui/headless';
import { isOwnProfile, patchUser, type EducatorProfileData, type EducatorProfileStatus, type UseEducatorProfileResult } from './useEducatorProfile';
import { profileKeys } from '../queryKeys';
import { businessProfileQueryOptions, businessProfileTarget } from './businessProfileQuery';
import { isBusinessAccount } from '../rules/businessRules';

/** Whose business profile is shown: one's own, someone else's, or the external-jobs account's aggregated one. */
export type BusinessProfileView = 'owner' | 'visitor' | 'external';

export interface UseBusinessProfileOptions {
  /** The `id` query parameter: another account's profile; absent (or one's own id) means one's own. */
  id?: Id | null | undefined;
  /** The share link's `mode=preview`: the owner sees the read-only page; default false. */
  preview?: boolean | undefined;
}

export interface UseBusinessProfileResult extends Omit<UseEducatorProfileResult, 'endorsements' | 'setEndorsements'> {
  /**
   * The account's business profile, once loaded. A business or vendor owner without one gets an empty profile,
   * so every section can be filled in (the first save creates it); anyone else sees undefined.
   */
  business: BusinessProfile | undefined;
  /** Which data the page shows: 'external' wins over the owner/visitor split. */
  view: BusinessProfileView;
  /** True for the external-jobs account, whoever looks at it. */
  isExternal: boolean;
  /** Edit controls show only for the owner: never for the external account, never when visiting or previewing. */
  canEdit: boolean;
  /** Patches the shown business profile locally after a save. */
  updateBusiness: (patch: Partial<BusinessProfile> | ((business: BusinessProfile) => BusinessProfile)) => void;
}

/**
 * The business profile page's data: the account from the `id` query parameter and the session, as ONE shared
 * query (`profileKeys.user`, shared with the educator page) every section reads; which view applies, and whether edit controls may show.
 * `refresh()` reads it again, `update`/`updateBusiness` patch the cached copy after saves.
 */
export function useBusinessProfile({ id, preview = false }: UseBusinessProfileOptions = {}): UseBusinessProfileResult {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  const { externalJobsEmail, session } = useEdu();
  const sessionUserId = session.user?.id ?? null;
  const isOwner = isOwnProfile(id, sessionUserId);
  const target = businessProfileTarget(id, sessionUserId);
  const options = businessProfileQueryOptions(client, target);
  const query = useEduQuery(options);
  const user = query.data ?? null;
  // A retry of a failed first load shows the loading state again; a failed refresh keeps what is shown.
  const status: EducatorProfileStatus = user ? 'success' : query.isError && !query.isFetching ? 'error' : 'loading';
  const { refetch } = query;

  const refresh = useCallback(async () => {
    if (!user) {
      await refetch().catch(() => undefined);
      return;
    }
    await refetch({ throwOnError: true });
  }, [refetch, user]);

  const update = useCallback(
    (patch: Partial<UserProfile> | ((user: UserProfile) => UserProfile)) => {
      queryClient.setQueryData<EducatorProfileData>(profileKeys.user(target), (current) =>
        current ? { ...current, user: patchUser(current.user, patch) } : current,
      );
    },
    [queryClient, target],
  );

  // The external account is known from the loaded profile, or, for its own session, before it loads.
  const isExternal =
    isExternalJobsAccount(user, externalJobsEmail ?? undefined) ||
    (isOwner && isExternalJobsAccount(session.user, externalJobsEmail ?? undefined));
  const view: BusinessProfileView = isExternal ? 'external' : isOwner ? 'owner' : 'visitor';
  const canEdit = view === 'owner' && !preview;

  const updateBusiness = useCallback(
    (patch: Partial<BusinessProfile> | ((business: BusinessProfile) => BusinessProfile)) => {
      update((current) => {
        const before = current.business_profile ?? businessProfileSchema.parse({});
        return { ...current, business_profile: typeof patch === 'function' ? patch(before) : { ...before, ...patch } };
      });
    },
    [update],
  );

  const stored = user?.business_profile ?? undefined;
  const startsEmpty = !stored && canEdit && Boolean(user && isBusinessAccount(user));
  const empty = useMemo(() => (startsEmpty ? businessProfileSchema.parse({}) : undefined), [startsEmpty]);
  const business = stored ?? empty;
  const error = !user && query.error ? (query.error as ApiError) : null;
  const profileId = isOwner ? sessionUserId : (target ?? null);

  return { user, status, error, isOwner, profileId, refresh, update, business, view, isExternal, canEdit, updateBusiness };
}
