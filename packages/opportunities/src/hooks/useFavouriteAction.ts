import { useCallback } from 'react';
import { queryOptions } from '@tanstack/react-query';
import type { Deal, EduEvent, Id, Job } from '@edupassport/api-client';
import { useEdu, useEduQuery, useMessages, useOptimisticMutation } from '@edupassport/ui/headless';
import { favouriteMessages } from '../messages/favourites';
import { opportunityKeys, type OpportunityKind } from '../queryKeys';

/** Which favourites an opportunity card toggles. */
export type FavouriteKind = OpportunityKind;

/** The favourite states the page knows, by id (a string); an id that is absent is unknown. */
export type FavouriteStates = Readonly<Record<string, boolean>>;

/** The states with `id` set to `favourite`; the same object when nothing changes. */
function withState(states: FavouriteStates | undefined, id: Id, favourite: boolean): FavouriteStates {
  const key = String(id);
  if (states?.[key] === favourite) return states;
  return { ...states, [key]: favourite };
}

/** The favourite flags a job, event or deal may carry (the names a server may use). */
type FavouriteFlags = Pick<Job | EduEvent | Deal, 'favorited' | 'is_favorite' | 'is_favorited' | 'isFavorite'>;

/** The viewer's state an item carries itself, or undefined when it sent none. */
export function itemFavouriteState(item: FavouriteFlags): boolean | undefined {
  return item.favorited ?? item.is_favorite ?? item.is_favorited ?? item.isFavorite;
}

/**
 * The favourite states of one kind this page has learnt from the server's toggle answers, one cache entry per
 * kind and user shared by every card of the item. No endpoint lists a user's favourite jobs, events or deals, so
 * this is not a read of the server: an id it does not hold is unknown (the card then takes the item's own field,
 * else the host's list). A host that knows states may seed it:
 * `queryClient.setQueryData(opportunityKeys.favorites('jobs', userId), { '2001': true })`.
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
 * The save behind a FavouriteToggle of a job, event or deal. Given the new state (the page knew the old one),
 * every card of the item shows it at once and rolls back when the save fails. Given none (the state is unknown),
 * nothing is shown ahead: the endpoint toggles whatever the server has, so only its answer can tell the new
 * state, and an answer without one leaves it unknown. Undefined when no client is set (a static preview): the
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

export interface UseFavouriteResult {
  /** Whether the item is among the viewer's favourites, as the page learnt it; undefined while unknown. */
  favourite: boolean | undefined;
  /** Saves the new state when it is known (shown at once on every card of the item, rolled back on failure); else toggles and takes the answer. */
  toggle: (next?: boolean) => Promise<unknown>;
}

/** The toggle, and the item's learnt state when there is a place to keep it (a client and a signed-in user). */
function useSharedFavourite(kind: FavouriteKind, id: Id) {
  const { session } = useEdu();
  const userId = session.user?.id;
  const save = useFavouriteAction(kind, id);
  const { data } = useEduQuery({ ...favouritesQueryOptions(kind, userId ?? ''), enabled: userId !== undefined });
  const shared = save && userId !== undefined;
  return { save, shared, favourite: shared ? data?.[String(id)] : undefined };
}

/**
 * One item's favourite state as this page learnt it from the server's answers, and its toggle. Undefined without
 * a client or a signed-in user (nothing to share: the heart stays local, and asks an anonymous visitor to log in).
 */
export function useFavourite(kind: FavouriteKind, id: Id): UseFavouriteResult | undefined {
  const { save, shared, favourite } = useSharedFavourite(kind, id);
  return save && shared ? { favourite, toggle: save } : undefined;
}

/**
 * The heart's props on a card. A host's controlled `favourite` wins; otherwise the state is, in order, what the
 * page learnt from a toggle's answer, the item's own field, the host's `defaultFavourite` (a list's
 * `favouriteIds`), else unknown: the heart shows empty, a click sends the toggle without flipping it, and the
 * answer decides (an answer without the new state shows a toast saying the favourites were updated); the heart
 * then carries `data-favourite="unknown"`.
 */
export function useFavouriteToggleProps(
  kind: FavouriteKind,
  item: FavouriteFlags & { id: Id },
  given: { favourite?: boolean | undefined; defaultFavourite?: boolean | undefined },
): {
  pressed?: boolean | undefined;
  defaultPressed?: boolean | undefined;
  onToggle?: ((next: boolean) => Promise<unknown>) | undefined;
  'data-favourite'?: 'unknown' | undefined;
} {
  const { save, shared, favourite } = useSharedFavourite(kind, item.id);
  const { toast } = useEdu();
  const msg = useMessages('opportunities', favouriteMessages);
  // The server toggled, but neither it nor the page can say to what: the heart cannot show it, so a toast says
  // the click was saved instead of leaving the person with no sign at all.
  const toggleUnknown = useCallback(async () => {
    const answer = await save?.(undefined);
    if (answer === undefined) toast.show({ kind: 'success', title: msg.favouriteUpdated });
    return answer;
  }, [save, toast, msg]);
  if (given.favourite !== undefined) return { pressed: given.favourite, onToggle: save };
  const state = favourite ?? itemFavouriteState(item) ?? given.defaultFavourite;
  if (!shared || !save) return { defaultPressed: state, onToggle: save };
  if (state === undefined) return { pressed: false, onToggle: toggleUnknown, 'data-favourite': 'unknown' };
  return { pressed: state, onToggle: save };
}
