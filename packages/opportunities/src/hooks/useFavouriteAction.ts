import { useCallback } from 'react';
import { queryOptions } from '@tanstack/react-query';
import type { Id } from '@edupassport/api-client';
import { useEdu, useEduQuery, useOptimisticMutation } from '@edupassport/ui/headless';
import { opportunityKeys, type OpportunityKind } from '../queryKeys';

/** Which favourites an opportunity card toggles. */
export type FavouriteKind = OpportunityKind;

/** The ids with `id` in or out, as the favourites query keeps them (strings); the same array when nothing changes. */
function withFavourite(ids: readonly string[], id: Id, favourite: boolean): readonly string[] {
  const key = String(id);
  if (ids.includes(key) === favourite) return ids;
  return favourite ? [...ids, key] : ids.filter((other) => other !== key);
}

/**
 * The viewer's favourite ids of one kind (strings), one cache entry per kind and user shared by every card of the
 * page. The api-client has no call that lists a user's favourite jobs, events or deals, so nothing is fetched: the
 * set starts empty (or with what the host put there: `queryClient.setQueryData(opportunityKeys.favorites('jobs',
 * userId), ids)`), and every toggle, then the server's answer, updates it.
 */
export function favouritesQueryOptions(kind: FavouriteKind, userId: Id) {
  return queryOptions({
    queryKey: opportunityKeys.favorites(kind, userId),
    // Read again (a host invalidating everything) keeps what the page learnt instead of emptying it.
    queryFn: ({ client, queryKey }): readonly string[] => client.getQueryData<readonly string[]>(queryKey) ?? [],
    initialData: (): readonly string[] => [],
    staleTime: Infinity,
  });
}

/**
 * The save behind a FavouriteToggle of a job, event or deal: the toggle flips at once and rolls back
 * when this promise rejects. Given the new state, the shared favourites query shows it at once on every
 * card of the item, and is rolled back with it. Undefined when no client is set (a static preview): the
 * toggle stays local.
 */
export function useFavouriteAction(kind: FavouriteKind, id: Id): ((next?: boolean) => Promise<unknown>) | undefined {
  const { client, session } = useEdu();
  const userId = session.user?.id;
  const { mutateAsync } = useOptimisticMutation<boolean | undefined, boolean | undefined>({
    mutationKey: [...opportunityKeys.all, 'favorite', kind],
    mutationFn: () => (client ? client[kind].toggleFavorite(id) : Promise.resolve(undefined)),
    optimistic: (next) =>
      userId === undefined || next === undefined
        ? []
        : [{ queryKey: opportunityKeys.favorites(kind, userId), update: (ids) => withFavourite(ids as readonly string[], id, next) }],
    onSuccess: (state, _next, queryClient) => {
      // The server's word wins when it says the new state (a toggle flips what the server has, which may not be
      // what this page showed).
      if (userId === undefined || state === undefined) return;
      queryClient.setQueryData<readonly string[]>(opportunityKeys.favorites(kind, userId), (ids) => withFavourite(ids ?? [], id, state));
    },
  });
  const toggle = useCallback((next?: boolean) => mutateAsync(next), [mutateAsync]);
  return client ? toggle : undefined;
}

export interface UseFavouriteResult {
  /** Whether the item is among the viewer's favourites, as the page knows it. */
  favourite: boolean;
  /** Saves the new state (shown at once on every card of the item, rolled back on failure). */
  toggle: (next: boolean) => Promise<unknown>;
}

/** The toggle, and the item's state in the shared query when there is one to read (a client and a signed-in user). */
function useSharedFavourite(kind: FavouriteKind, id: Id) {
  const { session } = useEdu();
  const userId = session.user?.id;
  const save = useFavouriteAction(kind, id);
  const { data } = useEduQuery({ ...favouritesQueryOptions(kind, userId ?? ''), enabled: userId !== undefined });
  const favourite = save && userId !== undefined ? (data ?? []).includes(String(id)) : undefined;
  return { save, favourite };
}

/**
 * One item's favourite state from the shared favourites query, and its toggle. Undefined without a client or a
 * signed-in user (nothing to share: the heart stays local, and asks an anonymous visitor to log in).
 */
export function useFavourite(kind: FavouriteKind, id: Id): UseFavouriteResult | undefined {
  const { save, favourite } = useSharedFavourite(kind, id);
  return save && favourite !== undefined ? { favourite, toggle: save } : undefined;
}

/** The heart's props on a card: the host's favourite state when it gave one (as before), else the shared query's. */
export function useFavouriteToggleProps(
  kind: FavouriteKind,
  id: Id,
  given: { favourite?: boolean; defaultFavourite?: boolean },
): { pressed?: boolean; defaultPressed?: boolean; onToggle?: (next: boolean) => Promise<unknown> } {
  const { save, favourite } = useSharedFavourite(kind, id);
  if (given.favourite !== undefined || given.defaultFavourite !== undefined || favourite === undefined) {
    return { pressed: given.favourite, defaultPressed: given.defaultFavourite, onToggle: save };
  }
  return { pressed: favourite, onToggle: save };
}
