import { isApiError } from '@edupassport/api-client/rules';
import type { ApiClient, Id, Post } from '@edupassport/api-client';
import { useMutationState } from '@tanstack/react-query';
import { useApiClient, useEduQuery, useEduQueryClient, useErrorText } from '@edupassport/ui/headless';
import { feedMutationKeys } from '../queryKeys';
import { postQueryOptions } from './postQueries';

export type PostDetailStatus = 'loading' | 'success' | 'notFound' | 'error';

export interface UsePostDetailResult {
  /** The post once loaded, else null. */
  post: Post | null;
  status: PostDetailStatus;
  /** The ApiError's readable message when the load failed (not for a post that does not exist). */
  error: string | null;
  /** Loads the post again. */
  reload: () => void;
  /** True once a delete of the post succeeded on this page (its entry stays, so a page can show it gone). */
  deleted: boolean;
}

/**
 * Whether a delete of the post succeeded on this page, read from the query client's writes: every card of the post
 * knows it, whichever card deleted it.
 */
export function usePostDeleted(id: Id): boolean {
  const queryClient = useEduQueryClient();
  const done = useMutationState(
    {
      filters: {
        mutationKey: feedMutationKeys.delete(),
        status: 'success',
        predicate: (m) => String((m.state.variables as { postId?: Id | undefined } | undefined)?.postId) === String(id),
      },
      select: () => true,
    },
    queryClient,
  );
  return done.length > 0;
}

export interface UsePostOptions {
  /** The post as the host already has it: shown at once and not read again until a write asks; default none (loaded). */
  initialData?: Post | undefined;
  /** The API client; default the provider's. */
  client?: ApiClient | undefined;
}

/**
 * One post on its own (a standalone card, the /feed/{id} page), read from the query cache (`feedKeys.post(id)`): every
 * feed write updates that entry, so a card showing it follows reactions, votes, edits and comments with no callback.
 */
export function usePost(id: Id, options: UsePostOptions = {}): UsePostDetailResult {
  const client = useApiClient(options.client);
  const errorText = useErrorText();
  const { initialData } = options;
  const { data, error, isFetching, refetch } = useEduQuery({
    ...postQueryOptions(client, id),
    ...(initialData ? { initialData, staleTime: Number.POSITIVE_INFINITY } : {}),
  });
  const deleted = usePostDeleted(id);
  const status: PostDetailStatus = data
    ? 'success'
    : error && !isFetching
      ? isApiError(error) && error.status === 404
        ? 'notFound'
        : 'error'
      : 'loading';
  return {
    post: data ?? null,
    status,
    error: status === 'error' && error ? errorText(error) : null,
    reload: () => void refetch(),
    deleted,
  };
}

/** One post for the /feed/{id} page (`usePost` without a post to start from; `prefetchPostDetail` fills it). */
export function usePostDetail(id: Id, options: { client?: ApiClient | undefined } = {}): UsePostDetailResult {
  return usePost(id, options);
}
