import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Id } from '@edupassport/api-client';
import { opportunityKeys, opportunityMutationKeys, type DeletableKind } from '../queryKeys';
import type { FavouriteStates } from './favouriteToggles';

/** The ids deleted during this page's life, as strings. */
export type DeletedIds = Readonly<Record<string, true>>;

/**
 * The deleted jobs or events the page knows: one cache entry per kind that every list and card reads. Nothing to
 * fetch: read again (a host invalidating everything), it keeps what the page learnt.
 */
export function deletedQueryOptions(kind: DeletableKind) {
  return queryOptions({
    queryKey: opportunityKeys.deleted(kind),
    queryFn: ({ client, queryKey }): DeletedIds => client.getQueryData<DeletedIds>(queryKey) ?? {},
    initialData: (): DeletedIds => ({}),
    staleTime: Infinity,
  });
}

/**
 * Puts a confirmed delete in the cache, once: the id joins the deleted ones (so every list and card of it follows),
 * leaves the favourite states that held it, and the package's other cached reads are read again.
 */
export function showDeleted(queryClient: QueryClient, kind: DeletableKind, id: Id): void {
  const key = String(id);
  queryClient.setQueryData<DeletedIds>(opportunityKeys.deleted(kind), (ids) => (ids?.[key] ? ids : { ...ids, [key]: true }));
  queryClient.setQueriesData<FavouriteStates>({ queryKey: [...opportunityKeys.all, 'favorites', kind] }, (states) => {
    if (!states || !(key in states)) return states;
    const { [key]: _gone, ...rest } = states;
    return rest;
  });
  // Not awaited: the confirmation closes on the server's answer, not on a host's slow reads.
  void queryClient.invalidateQueries({ queryKey: opportunityKeys.all });
}

/**
 * The opportunities' deletes as TanStack `mutationOptions`, under `opportunityMutationKeys` (so `useIsMutating` sees
 * them). The spec gives the employer's and the event owner's deletes no path, so the request is the caller's `send`
 * (the host's handler, or the admin client's call); what a confirmed delete does to the cache is here, once.
 */
export const opportunityMutations = {
  /** Deletes a job or an event with `send`, then shows it gone everywhere (`showDeleted`). */
  delete: (kind: DeletableKind, queryClient: QueryClient, send: (id: Id) => Promise<unknown> | unknown) =>
    mutationOptions<void, Error, Id>({
      mutationKey: opportunityMutationKeys.delete(kind),
      mutationFn: async (id) => {
        await send(id);
      },
      onSuccess: (_answer, id) => showDeleted(queryClient, kind, id),
    }),
};
