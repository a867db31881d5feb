import { useCallback, useEffect, useRef } from 'react';
import type { ApiClient, Id, Post, PostInput } from '@edupassport/api-client';
import { useApiClient } from '@edupassport/ui/headless';

/**
 * Updates a post (`PUT /api/users/posts/{id}`) and reads it back (`GET /api/users/posts/{id}`), so the caller
 * shows what the server now holds. The spec leaves the update's answer open: a server may answer 204, a bare
 * `{"success":true}`, or the post as it was before the change, and the decoded parts (a multimedia post's media)
 * must come from the saved content; one more read per edit is cheap. When only the read fails, the answer's post
 * is used if there was one; otherwise it rejects with the read's error (the edit is saved: Update again re-sends
 * the same change).
 */
export async function updatePost(client: ApiClient, id: Id, input: PostInput, signal?: AbortSignal): Promise<Post> {
  const answered = await client.posts.update(id, input, { signal });
  try {
    return await client.posts.get(id, { signal });
  } catch (error) {
    if (answered && !signal?.aborted) return answered;
    throw error;
  }
}

/**
 * Saves a composer's post: `POST /api/users/create-feed-post` without `post`, `updatePost` with it. An edit
 * resolves to the post as the server now holds it; a create to the server's new post, or `undefined` when the
 * answer did not hold it (the list then reloads, e.g. useFeed's `prependPost(undefined)`). Rejects with the
 * ApiError so the dialog keeps what was typed. Unmount aborts the request.
 */
export function useComposerSave(post?: Post | null): (input: PostInput) => Promise<Post | undefined> {
  const client = useApiClient();
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  return useCallback(
    async (input: PostInput) => {
      const controller = new AbortController();
      controllers.current.add(controller);
      try {
        return post
          ? await updatePost(client, post.id, input, controller.signal)
          : await client.feed.createPost(input, { signal: controller.signal });
      } finally {
        controllers.current.delete(controller);
      }
    },
    [client, post],
  );
}
