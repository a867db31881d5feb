import type { Id } from '@edupassport/api-client';
import { defineToggleKind, type ToggleKind } from '@edupassport/ui/headless';
import { opportunityKeys, type OpportunityKind } from '../queryKeys';

/** The favourite states the page knows, by id (a string); an id that is absent is unknown. */
export type FavouriteStates = Readonly<Record<string, boolean>>;

/** The states with `id` set to `favourite`; the same object when nothing changes. */
export function withState(states: FavouriteStates | undefined, id: Id, favourite: boolean): FavouriteStates {
  const key = String(id);
  if (states?.[key] === favourite) return states;
  return { ...states, [key]: favourite };
}

/** The outbox's name of one kind's hearts. */
export const favouriteToggleName = (kind: OpportunityKind) => `opportunities.${kind}`;

const kinds: OpportunityKind[] = ['jobs', 'events', 'deals'];

/** How the outbox reads, sends and shows one kind's hearts: the server's list of ids, its toggle, the page's states. */
const toggleOf = (kind: OpportunityKind): ToggleKind => ({
  read: async (target, { client, once }) => (await once(favouriteToggleName(kind), () => client[kind].getFavorites())).includes(target),
  send: (target, _desired, _current, { client }) => client[kind].toggleFavorite(target),
  show: (entry, state, { queryClient, user }) => {
    queryClient.setQueryData<FavouriteStates>(opportunityKeys.favorites(kind, user), (states) => withState(states, entry.target, state === true));
  },
});

const toggles = new Map(kinds.map((kind) => [kind, toggleOf(kind)]));

/** Lets the provider's outbox replay the job, event and deal hearts made offline (`persistWrites`). */
export function defineOpportunityToggles(): void {
  for (const [kind, toggle] of toggles) defineToggleKind(favouriteToggleName(kind), toggle);
}
