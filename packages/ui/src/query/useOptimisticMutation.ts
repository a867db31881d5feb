import type { DefaultError, QueryClient, QueryKey, UseMutationResult } from '@tanstack/react-query';
import { showFailureToast } from '../Toast/failureToast';
import { useErrorText } from '../hooks/useErrorText';
import { useEdu, useEduQueryClient } from '../EduProvider/context';
import { mayHaveLanded } from './landed';
import { useEduMutation } from './useEduQuery';

/** One optimistic change: every cached query under `queryKey` (a prefix) gets `update` applied to its data. */
export interface OptimisticChange {
  queryKey: QueryKey;
  /** The new data from the cached one; return the same value to leave a query as it is. `undefined` data is skipped. */
  update: (data: unknown) => unknown;
}

export interface OptimisticMutationOptions<TData, TVariables> {
  /** Names this kind of write: a query it affects is read again only when no other write of its kind is still running. */
  mutationKey: QueryKey;
  /** The write itself (an api-client call). */
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** What the page shows at once; each change is undone if the write fails. */
  optimistic?: ((variables: TVariables, queryClient: QueryClient) => OptimisticChange[]) | undefined;
  /** After the write succeeded: put what the server answered into the cache (before the invalidation). */
  onSuccess?: ((data: TData, variables: TVariables, queryClient: QueryClient) => void | Promise<void>) | undefined;
  /** After the write failed and the optimistic changes were undone. */
  onError?: ((error: DefaultError, variables: TVariables, queryClient: QueryClient) => void | Promise<void>) | undefined;
  /** The queries to read again once the write settled, success or failure (prefixes). */
  invalidates?: ((variables: TVariables, queryClient: QueryClient) => QueryKey[]) | undefined;
  /**
   * Tells the person when the write fails: an error toast through the provider with the error's readable message, under
   * this title when it is a string (`true`: the message alone); default false (the caller shows the failure itself).
   */
  failureToast?: boolean | string | undefined;
  /**
   * Leaves out the failure toast when the write's answer never came (`mayHaveLanded`): it may have been done, and
   * `onError` reads back what the server holds before anything is said; default false.
   */
  quietWhenUnanswered?: boolean | undefined;
}

/** What an optimistic write remembers to undo its change (the mutation's context). */
export interface OptimisticSnapshot {
  entries: Array<[QueryKey, unknown]>;
}

/**
 * The kit's one optimistic-update pattern: cancel the affected reads, remember them, show the change at once, undo it
 * on failure, and read the affected queries again when the last running write of this kind has settled (so a slower
 * first write cannot overwrite what a second one showed).
 */
export function useOptimisticMutation<TData, TVariables>(
  options: OptimisticMutationOptions<TData, TVariables>,
): UseMutationResult<TData, DefaultError, TVariables, OptimisticSnapshot> {
  const queryClient = useEduQueryClient();
  const { toast } = useEdu();
  const errorText = useErrorText();
  const { mutationKey, mutationFn, optimistic, onSuccess, onError, invalidates, failureToast = false, quietWhenUnanswered = false } = options;
  return useEduMutation<TData, DefaultError, TVariables, OptimisticSnapshot>({
    mutationKey,
    mutationFn,
    onMutate: async (variables) => {
      const changes = optimistic?.(variables, queryClient) ?? [];
      await Promise.all(changes.map(({ queryKey }) => queryClient.cancelQueries({ queryKey })));
      const entries: Array<[QueryKey, unknown]> = [];
      for (const { queryKey, update } of changes) {
        for (const [key, data] of queryClient.getQueriesData({ queryKey })) {
          if (data === undefined) continue;
          const next = update(data);
          if (next === data) continue;
          entries.push([key, data]);
          queryClient.setQueryData(key, next);
        }
      }
      return { entries };
    },
    onError: async (error, variables, snapshot) => {
      // Oldest first would restore a newer value: undo in reverse order.
      for (const [key, data] of [...(snapshot?.entries ?? [])].reverse()) queryClient.setQueryData(key, data);
      if (failureToast !== false && !(quietWhenUnanswered && mayHaveLanded(error))) showFailureToast(toast, error, failureToast, errorText);
      await onError?.(error, variables, queryClient);
    },
    onSuccess: async (data, variables) => {
      await onSuccess?.(data, variables, queryClient);
    },
    onSettled: async (_data, _error, variables) => {
      if (!invalidates || queryClient.isMutating({ mutationKey }) > 1) return;
      await Promise.all(invalidates(variables, queryClient).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
