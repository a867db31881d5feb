import { useCallback } from 'react';
import type { ApiClient, UserProfile } from '@edupassport/api-client';
import { useApiClient, useErrorText, useOptimisticMutation, useReportError } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';
import { ownProfileChange } from './businessProfileQuery';

export interface UseBusinessDeleteOptions<T> {
  /** Names this kind of delete (its mutation key: `profileKeys.businessWrite(kind)`). Required. */
  kind: string;
  /** The delete call. Required. */
  deleteFn: (client: ApiClient, item: T) => Promise<unknown>;
  /** The signed-in user's cached profile without the item: the business page shows it gone at once. */
  drop?: ((user: UserProfile, item: T) => UserProfile) | undefined;
}

export interface UseBusinessDeleteResult<T> {
  /** Deletes the item; resolves true when it went, false when it failed (it is back, the reason in `error`). */
  remove: (item: T) => Promise<boolean>;
  /** The item being deleted, or null. */
  deleting: T | null;
  /** The readable reason of the last failed delete, or null. */
  error: string | null;
  /** Forgets the failed delete. */
  clearError: () => void;
}

/**
 * One delete of a business page entry (team member, credential, link, gallery image, education entry): the
 * entry leaves the shared business profile at once and comes back if the server refuses; the failure is
 * reported to the provider's `onError` and kept as a readable reason.
 */
export function useBusinessDelete<T>({ kind, deleteFn, drop }: UseBusinessDeleteOptions<T>): UseBusinessDeleteResult<T> {
  const client = useApiClient();
  const report = useReportError('profiles/useBusinessDelete');
  const errorText = useErrorText();
  const { mutateAsync, isPending, variables, error, reset } = useOptimisticMutation<unknown, T>({
    mutationKey: profileKeys.businessWrite(kind),
    mutationFn: (item) => deleteFn(client, item),
    optimistic: drop ? (item) => [ownProfileChange((user) => drop(user, item))] : undefined,
    onError: report,
  });
  const remove = useCallback(
    (item: T) =>
      mutateAsync(item).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  return { remove, deleting: isPending ? (variables ?? null) : null, error: error ? errorText(error) : null, clearError: reset };
}
