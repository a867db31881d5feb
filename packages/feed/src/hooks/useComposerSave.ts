import { useCallback } from 'react';
import type { ApiClient, Id, Post, PostInput } from '@edupassport/api-client';
import { useApiClient, useEduMutation, useEduQueryClient } from '@edupassport/ui/headless';
import { feedMutationKeys } from '../queryKeys';
import { addCreatedPost } from './createdPost';
import { updatePostInCache } from './postCache';

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
 * Saves a composer's post as a mutation of the kit's query client: `POST /api/users/create-feed-post` without
 * `post`, `updatePost` with it. An edit resolves to the post as the server now holds it, and every cached list and
 * entry showing it gets that post; a create resolves to the server's new post, which goes to the top of every cached
 * feed list, or `undefined` when the answer did not hold it (the lists then reload in place; useFeed's
 * `prependPost(undefined)` does the same for its own). Rejects with the ApiError so the dialog keeps what was typed.
 */
export function useComposerSave(post?: Post | null): (input: PostInput) => Promise<Post | undefined> {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  const id = post?.id;
  const { mutateAsync } = useEduMutation<Post | undefined, Error, PostInput>({
    mutationKey: id === undefined ? feedMutationKeys.create() : feedMutationKeys.update(id),
    mutationFn: (input) => (id === undefined ? client.feed.createPost(input) : updatePost(client, id, input)),
    onSuccess: (saved) => {
      if (id === undefined) addCreatedPost(queryClient, client, saved);
      else if (saved) updatePostInCache(queryClient, id, () => saved);
    },
  });
  return useCallback((input: PostInput) => mutateAsync(input), [mutateAsync]);
}
