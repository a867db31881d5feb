import { useEffect, useState } from 'react';
import { isApiError } from '@edupassport/api-client/rules';
import type { ApiClient, Id, Post } from '@edupassport/api-client';
import { useApiClient } from '@edupassport/ui/headless';

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

/** One post for the /feed/{id} page (`GET /api/users/posts/{id}`), aborted on unmount or when the id changes. */
export function usePostDetail(id: Id, options: { client?: ApiClient } = {}): UsePostDetailResult {
  const client = useApiClient(options.client);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{
    key: string;
    post: Post | null;
    status: PostDetailStatus;
    error: string | null;
  } | null>(null);
  const key = `${String(id)}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    client.posts.get(id, { signal: controller.signal }).then(
      (post) => setResult({ key, post, status: 'success', error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setResult({ key, post: null, status: 'notFound', error: null });
        else
          setResult({
            key,
            post: null,
            status: 'error',
            error: error instanceof Error ? error.message : String(error),
          });
      },
    );
    return () => controller.abort();
  }, [client, id, key]);

  // A result for another id (or an older attempt) is stale: loading until the new one arrives.
  const current = result && result.key === key ? result : null;
  return {
    post: current?.post ?? null,
    status: current?.status ?? 'loading',
    error: current?.error ?? null,
    reload: () => setAttempt((n) => n + 1),
  };
}
