import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, Id, Post, PostInput } from '@edupassport/api-client';
import { updatePostInCache } from './postCache';
import { postQueryOptions } from './postQueries';

// Apart from useComposerSave: the feed's mutations (up front, to replay a queued edit) use these two, and the
// composer's hook, which only the composers use, then stays in their on-demand download.

/**
 * Updates a post (`PUT /api/users/posts/{id}`) and reads it back (`GET /api/users/posts/{id}`), so the caller
 * shows what the server now holds. The spec leaves the update's answer open: a server may answer 204, a bare
 * `{"success":true}`, a part of the post, or the post as it was before the change, and the decoded parts (a
 * multimedia post's media) must come from the saved content; one more read per edit is cheap. When only the read
 * fails, the answer's whole post is used if there was one, else it resolves to undefined: the edit is saved all the
 * same (`showSavedPost` reads it again later), so it never shows as a failure that invites a second send.
 */
export async function updatePost(client: ApiClient, id: Id, input: PostInput, signal?: AbortSignal): Promise<Post | undefined> {
  const answered = await client.posts.update(id, input, { signal });
  try {
    return await client.posts.get(id, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return answered;
  }
}

/**
 * Shows a saved edit everywhere the post shows: the post `updatePost` resolved to, or, without one, the post read
 * again in the background (with the query client's retries); a read that still fails leaves what is shown.
 */
export function showSavedPost(queryClient: QueryClient, client: ApiClient, id: Id, saved: Post | undefined): void {
  if (saved) {
    updatePostInCache(queryClient, id, () => saved);
    return;
  }
  queryClient
    .fetchQuery({ ...postQueryOptions(client, id), staleTime: 0 })
    .then((fresh) => updatePostInCache(queryClient, id, () => fresh))
    .catch(() => undefined);
}
