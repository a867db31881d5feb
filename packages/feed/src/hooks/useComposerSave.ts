import { useCallback, useEffect, useRef } from 'react';
import type { Post, PostInput } from '@edupassport/api-client';
import { useApiClient } from '@edupassport/ui/headless';

/**
 * Saves a composer's post: `POST /api/users/create-feed-post` without `post`, `PUT /api/users/posts/{id}`
 * with it. Resolves to the server's post, else a local stand-in merged from the input; rejects with the
 * ApiError so the dialog keeps what was typed. Unmount aborts the request.
 */
export function useComposerSave(post?: Post | null): (input: PostInput) => Promise<Post> {
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
        const saved = post
          ? await client.posts.update(post.id, input, { signal: controller.signal })
          : await client.feed.createPost(input, { signal: controller.signal });
        if (saved) return saved;
        const { post_type: _type, ...fields } = input;
        // Servers that answer without the post still get the change shown.
        return { ...(post ?? ({ id: `local-${Date.now()}`, post_type: input.post_type } as unknown as Post)), ...fields } as Post;
      } finally {
        controllers.current.delete(controller);
      }
    },
    [client, post],
  );
}
