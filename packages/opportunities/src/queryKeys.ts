import type { Id } from '@edupassport/api-client';
import { EDU_QUERY_ROOT } from '@edupassport/ui/server';

/** Which favourites: jobs, events or deals. */
export type OpportunityKind = 'jobs' | 'events' | 'deals';

/**
 * The opportunities package's query keys, for hosts that prefetch or invalidate (`queryClient.invalidateQueries({
 * queryKey: opportunityKeys.all })`). Ids are keyed as strings.
 */
export const opportunityKeys = {
  all: [EDU_QUERY_ROOT, 'opportunities'] as const,
  /** The signed-in user's favourites of one kind: one request for the whole page, whatever the number of cards. */
  favorites: (kind: OpportunityKind, userId: Id) => [EDU_QUERY_ROOT, 'opportunities', 'favorites', kind, String(userId)] as const,
};
