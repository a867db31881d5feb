import type { Id } from '@edupassport/api-client';
import { EDU_QUERY_ROOT } from '@edupassport/ui/server';

/** Which favourites: jobs, events or deals. */
export type OpportunityKind = 'jobs' | 'events' | 'deals';

/** Which items a delete removes: jobs or events (deals have no delete). */
export type DeletableKind = 'jobs' | 'events';

/**
 * Names of the opportunities' writes (mutation keys), for hosts that watch them (`useIsMutating({ mutationKey:
 * opportunityMutationKeys.all })`).
 */
export const opportunityMutationKeys = {
  all: [EDU_QUERY_ROOT, 'opportunities', 'write'] as const,
  /** A job or event deleted (an admin's Delete Job, an employer's or an event owner's confirmed delete). */
  delete: (kind: DeletableKind) => [EDU_QUERY_ROOT, 'opportunities', 'write', 'delete', kind] as const,
  /** A heart: an item into or out of the viewer's favourites. */
  favourite: (kind: OpportunityKind) => [EDU_QUERY_ROOT, 'opportunities', 'write', 'favourite', kind] as const,
};

/**
 * The opportunities package's query keys, for hosts that prefetch or invalidate (`queryClient.invalidateQueries({
 * queryKey: opportunityKeys.all })`). Ids are keyed as strings.
 */
export const opportunityKeys = {
  all: [EDU_QUERY_ROOT, 'opportunities'] as const,
  /** The signed-in user's favourites of one kind: one request for the whole page, whatever the number of cards. */
  favorites: (kind: OpportunityKind, userId: Id) => [EDU_QUERY_ROOT, 'opportunities', 'favorites', kind, String(userId)] as const,
  /**
   * The jobs or events deleted during this page's life (`{ [id]: true }`), which every list and card leaves out: the
   * spec has no list endpoint, so the items come from the host and this is what the cache knows of their deletes.
   */
  deleted: (kind: DeletableKind) => [EDU_QUERY_ROOT, 'opportunities', 'deleted', kind] as const,
};
