import { useCallback, useEffect } from 'react';
import { queryOptions } from '@tanstack/react-query';
import type { Deal, EduEvent, Id, Job } from '@edupassport/api-client';
import { useEdu, useEduQuery, useEduQueryClient, useMessages, useOptimisticMutation, useToggleOutbox } from '@edupassport/ui/headless';
import { favouriteMessages } from '../messages/favourites';
import { opportunityKeys, opportunityMutationKeys, type OpportunityKind } from '../queryKeys';
import { opportunitiesCatalogs } from '../messages/catalogs';
import { defineOpportunityToggles, favouriteToggleName, withState, type FavouriteStates } from './favouriteToggles';

export type { FavouriteStates } from './favouriteToggles';

/** Which favourites an opportunity card toggles. */
export type FavouriteKind = OpportunityKind;

/** The favourite flags a job, event or deal may carry (the names a server may use). */
type FavouriteFlags = Pick<Job | EduEvent | Deal, 'favorited' | 'is_favorite' | 'is_favorited' | 'isFavorite'>;

/** The viewer's state an item carries itself, or undefined when it sent none. */
export function itemFavouriteState(item: FavouriteFlags): boolean | undefined {
  return item.favorited ?? item.is_favorite ?? item.is_favorited ?? item.isFavorite;
}

/**
 * The favourite states of one kind this page knows, by id: learnt from the toggles' answers and from reading the
 * server's favourites back, one cache entry per kind and user shared by every card of the item. The page reads the
 * server only when a heart needs it (a click on an unknown heart, a toggle answer without the new state): an id it
 * does not hold is unknown (the card then takes the item's own field, else the host's list). A host that knows
 * states may seed it: `queryClient.setQueryData(opportunityKeys.favorites('jobs', userId), { '2001': true })`.
 */
export function favouritesQueryOptions(kind: FavouriteKind, userId: Id) {
  return queryOptions({
    queryKey: opportunityKeys.favorites(kind, userId),
    // Read again (a host invalidating everything) keeps what the page learnt instead of forgetting it.
    queryFn: ({ client, queryKey }): FavouriteStates => client.getQueryData<FavouriteStates>(queryKey) ?? {},
    initialData: (): FavouriteStates => ({}),
    staleTime: Infinity,
  });
}

/**
 * The bare save behind a heart: the toggle request. Given the new state (the page knew the old one), every card of
 * the item shows it at once and rolls back when the save fails; given none, nothing is shown ahead. Resolves to the
 * state the answer says, else undefined. Undefined when no client is set (a static preview): the toggle stays local.
 */
export function useFavouriteAction(kind: FavouriteKind, id: Id): ((next?: boolean) => Promise<boolean | undefined>) | undefined {
  const { client, session } = useEdu();
  const userId = session.user?.id;
  const { mutateAsync } = useOptimisticMutation<boolean | undefined, boolean | undefined>({
    mutationKey: opportunityMutationKeys.favourite(kind),
    mutationFn: () => (client ? client[kind].toggleFavorite(id) : Promise.resolve(undefined)),
    optimistic: (next) =>
      userId === undefined || next === undefined
        ? []
        : [{ queryKey: opportunityKeys.favorites(kind, userId), update: (states) => withState(states as FavouriteStates | undefined, id, next) }],
    onSuccess: (state, _next, queryClient) => {
      // The server's word wins when it says the new state (a toggle flips what the server has, which may not be
      // what this page showed).
      if (userId === undefined || state === undefined) return;
      queryClient.setQueryData<FavouriteStates>(opportunityKeys.favorites(kind, userId), (states) => withState(states, id, state));
    },
  });
  const toggle = useCallback((next?: boolean) => mutateAsync(next), [mutateAsync]);
  return client ? toggle : undefined;
}

/**
 * Reads the viewer's favourites of one kind from the server into the page's states (every listed id a favourite,
 * `id` one only if listed) and answers `id`'s state; undefined when the server cannot say (the list call failed,
 * e.g. a backend without it), leaving the states as they were.
 */
function useReadFavourite(kind: FavouriteKind, id: Id): () => Promise<boolean | undefined> {
  const { client, session } = useEdu();
  const queryClient = useEduQueryClient();
  const userId = session.user?.id;
  return useCallback(async () => {
    if (!client || userId === undefined) return undefined;
    const ids = await client[kind].getFavorites().catch((error: unknown) => {
      console.warn('Could not read the favourites back', error);
      return undefined;
    });
    if (!ids) return undefined;
    const state = ids.includes(String(id));
    queryClient.setQueryData<FavouriteStates>(opportunityKeys.favorites(kind, userId), (states) =>
      ids.reduce((all, listed) => withState(all, listed, true), withState(states, id, state)),
    );
    return state;
  }, [client, userId, kind, id, queryClient]);
}

/**
 * A heart's click, never sent on a guess. With the state known, the new state is saved (shown at once); with it
 * unknown, the server's state is read first: the person clicked an empty heart to add the item, so one already
 * among the favourites is only shown, and one that is not is saved as added. A toggle answer without the new state
 * is read back. Resolves to the state the server holds, or undefined when nothing can tell it (no list call on the
 * backend and an answer without the state). Undefined without a client.
 */
function useSettledFavourite(kind: FavouriteKind, id: Id): ((next?: boolean) => Promise<boolean | undefined>) | undefined {
  const save = useFavouriteAction(kind, id);
  const read = useReadFavourite(kind, id);
  const outbox = useToggleOutbox();
  const queryClient = useEduQueryClient();
  const userId = useEdu().session.user?.id;
  // The outbox replays waiting hearts once the package that owns them has loaded.
  useEffect(defineOpportunityToggles, []);
  const settle = useCallback(
    async (next?: boolean): Promise<boolean | undefined> => {
      if (!save) return undefined;
      // Offline with persisted writes, a known choice waits in storage (taps merge) and is sent once online.
      if (next !== undefined && userId !== undefined && outbox.keep({ kind: favouriteToggleName(kind), target: String(id), desired: next, base: !next })) {
        queryClient.setQueryData<FavouriteStates>(opportunityKeys.favorites(kind, userId), (states) => withState(states, id, next));
        return next;
      }
      let wanted = next;
      if (wanted === undefined) {
        const held = await read();
        if (held === true) return true;
        // Not a favourite on the server: the click adds it. Unreadable: the toggle goes out blind and its answer decides.
        if (held === false) wanted = true;
      }
      const answer = await save(wanted);
      if (answer !== undefined) return answer;
      // The answer did not say the state: the server's list does; failing that, a known state flipped is what it holds.
      return (await read()) ?? wanted;
    },
    [save, read, outbox, queryClient, userId, kind, id],
  );
  return save ? settle : undefined;
}

export interface UseFavouriteResult {
  /** Whether the item is among the viewer's favourites, as the page learnt it; undefined while unknown. */
  favourite: boolean | undefined;
  /**
   * Saves the new state when it is known (shown at once on every card of the item, rolled back on failure); without
   * it, reads the server's state first. Resolves to the state the server holds, undefined when nothing can tell it.
   */
  toggle: (next?: boolean) => Promise<boolean | undefined>;
}

/** The click, and the item's learnt state when there is a place to keep it (a client and a signed-in user). */
function useSharedFavourite(kind: FavouriteKind, id: Id) {
  const { session } = useEdu();
  const userId = session.user?.id;
  const settle = useSettledFavourite(kind, id);
  const { data } = useEduQuery({ ...favouritesQueryOptions(kind, userId ?? ''), enabled: userId !== undefined });
  const shared = settle !== undefined && userId !== undefined;
  return { settle, shared, favourite: shared ? data?.[String(id)] : undefined };
}

/**
 * One item's favourite state as this page learnt it from the server, and its toggle. Undefined without a client or a
 * signed-in user (nothing to share: the heart stays local, and asks an anonymous visitor to log in).
 */
export function useFavourite(kind: FavouriteKind, id: Id): UseFavouriteResult | undefined {
  const { settle, shared, favourite } = useSharedFavourite(kind, id);
  return settle && shared ? { favourite, toggle: settle } : undefined;
}

/**
 * The heart's props on a card. A host's controlled `favourite` wins; otherwise the state is, in order, what the
 * page learnt from the server, the item's own field, the host's `defaultFavourite` (a list's `favouriteIds`), else
 * unknown: the heart shows empty with `data-favourite="unknown"` and a click reads the server's state first. The
 * heart is busy (`aria-busy`, presses ignored, focus kept) until the server's state is known, and the host's
 * `onFavouriteChange` hears that state, never a guess; when nothing can tell it, a toast says the favourites were
 * updated instead of leaving the person with no sign at all.
 */
export function useFavouriteToggleProps(
  kind: FavouriteKind,
  item: FavouriteFlags & { id: Id },
  given: { favourite?: boolean | undefined; defaultFavourite?: boolean | undefined; onFavouriteChange?: ((favourite: boolean) => void) | undefined },
): {
  pressed?: boolean | undefined;
  defaultPressed?: boolean | undefined;
  onPressedChange?: ((pressed: boolean) => void) | undefined;
  onToggle?: ((next: boolean) => Promise<unknown>) | undefined;
  'data-favourite'?: 'unknown' | undefined;
} {
  const { settle, shared, favourite } = useSharedFavourite(kind, item.id);
  const { toast } = useEdu();
  const msg = useMessages('opportunities', favouriteMessages, opportunitiesCatalogs.loaders);
  const { onFavouriteChange } = given;
  const click = useCallback(
    async (next?: boolean) => {
      const held = await settle?.(next);
      if (held === undefined) toast.show({ kind: 'success', title: msg.favouriteUpdated });
      else onFavouriteChange?.(held);
      return held;
    },
    [settle, toast, msg, onFavouriteChange],
  );
  const clickUnknown = useCallback(() => click(undefined), [click]);
  // Without a client there is no server to ask: the heart is a local toggle and reports its own state.
  if (!settle) return { pressed: given.favourite, defaultPressed: given.defaultFavourite, onPressedChange: onFavouriteChange };
  if (given.favourite !== undefined) return { pressed: given.favourite, onToggle: click };
  const state = favourite ?? itemFavouriteState(item) ?? given.defaultFavourite;
  if (!shared) return { defaultPressed: state, onToggle: click };
  if (state === undefined) return { pressed: false, onToggle: clickUnknown, 'data-favourite': 'unknown' };
  return { pressed: state, onToggle: click };
}
