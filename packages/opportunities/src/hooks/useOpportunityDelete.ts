import { useCallback } from 'react';
import type { Id } from '@edupassport/api-client';
import { useEduMutation, useEduQuery, useEduQueryClient } from '@edupassport/ui/headless';
import type { DeletableKind } from '../queryKeys';
import { deletedQueryOptions, opportunityMutations, type DeletedIds } from './opportunityMutations';

const NONE: DeletedIds = {};

/** The ids of one kind deleted during this page's life (strings), from the cache every list and card shares. */
export function useDeletedIds(kind: DeletableKind | undefined): DeletedIds {
  const { data } = useEduQuery({ ...deletedQueryOptions(kind ?? 'jobs'), enabled: kind !== undefined });
  return kind === undefined ? NONE : (data ?? NONE);
}

/** Whether this job or event was deleted during this page's life. */
export function useIsDeleted(kind: DeletableKind, id: Id): boolean {
  return useDeletedIds(kind)[String(id)] === true;
}

/**
 * A card's confirmed delete through the cache: `send` makes the request (the host's handler: the spec gives it no
 * path), the cache shows the item gone everywhere, then the host's `onDeleted` hears of it.
 */
export function useOpportunityDelete(
  kind: DeletableKind,
  send: () => Promise<unknown> | unknown,
  id: Id,
  onDeleted: ((id: Id) => void) | undefined,
): () => Promise<void> {
  const queryClient = useEduQueryClient();
  const { mutateAsync } = useEduMutation(opportunityMutations.delete(kind, queryClient, send));
  return useCallback(async () => {
    await mutateAsync(id);
    onDeleted?.(id);
  }, [mutateAsync, id, onDeleted]);
}
