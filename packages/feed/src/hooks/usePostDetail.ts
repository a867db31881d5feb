import { isApiError } from '@edupassport/api-client/rules';
import type { ApiClient, Id, Post } from '@edupassport/api-client';
import { useApiClient, useEduQuery, useErrorText } from '@edupassport/ui/headless';
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
}

/** One post for the /feed/{id} page (`GET /api/users/posts/{id}`, the query `feedKeys.post(id)`; `prefetchPostDetail` fills it). */
export function usePostDetail(id: Id, options: { client?: ApiClient | undefined } = {}): UsePostDetailResult {
  const client = useApiClient(options.client);
  const errorText = useErrorText();
  const { data, error, isFetching, refetch } = useEduQuery(postQueryOptions(client, id));
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
  };
}
