import { useCallback } from 'react';
import type { Id } from '@edupassport/api-client';
import { eduQueryDefaults, useApiClient, useEduQueryClient } from '@edupassport/ui';
import { commentsQueryOptions } from './postQueries';

/**
 * Starts reading a post's comments before their section mounts: a card's first opening also downloads the section's
 * code, and the read goes out beside that download, not after it. Fresh for as long as the section's own read
 * (`useComments`) holds it, so the section does not send it again.
 */
export function usePrefetchComments(): (postId: Id) => void {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  return useCallback(
    (postId: Id) => {
      void queryClient.prefetchQuery({ ...commentsQueryOptions(client, postId), staleTime: eduQueryDefaults.queries.staleTime });
    },
    [client, queryClient],
  );
}
