import { useCallback } from 'react';
import type { Id } from '@edupassport/api-client';
import { useEdu } from '@edupassport/ui/headless';

/** Which favourites an opportunity card toggles. */
export type FavouriteKind = 'jobs' | 'events' | 'deals';

/**
 * The save behind a FavouriteToggle of a job, event or deal: the toggle flips at once and rolls back
 * when this promise rejects. Undefined when no client is set (a static preview): the toggle stays local.
 */
export function useFavouriteAction(kind: FavouriteKind, id: Id): (() => Promise<unknown>) | undefined {
  const { client } = useEdu();
  const toggle = useCallback(() => (client ? client[kind].toggleFavorite(id) : Promise.resolve()), [client, kind, id]);
  return client ? toggle : undefined;
}
