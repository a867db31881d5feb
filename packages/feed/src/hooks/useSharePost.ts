import type { Post } from '@edupassport/api-client';
import { useApiClient, useEduQueryClient } from '@edupassport/ui/headless';
import { feedMutationKeys } from '../queryKeys';
import { addCreatedPost } from './createdPost';
import { useFormMutation, type FormMutationResult } from './useFormMutation';

/** The share dialog's write: busy, the error, and `submit(comment)` resolving to the new post (or `undefined`). */
export type UseSharePostResult = FormMutationResult<string, Post | undefined>;

/**
 * Shares `post` to the viewer's own feed (`POST /api/users/posts/{id}/share`, `share_comment` left out when the
 * trimmed comment is blank). Like a create: the new post goes to the top of every cached feed list, or, when the
 * answer did not hold it, the lists reload in place.
 */
export function useSharePost(post: Pick<Post, 'id'>): UseSharePostResult {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  return useFormMutation<Post | undefined, string>({
    mutationKey: feedMutationKeys.create(),
    mutationFn: (comment) => {
      const text = comment.trim();
      return client.posts.share(post.id, text ? { share_comment: text } : {});
    },
    onSuccess: (created) => addCreatedPost(queryClient, client, created),
  });
}
