import type { Post, PostInput } from '@edupassport/api-client';
import { useApiClient, useEduQueryClient } from '@edupassport/ui/headless';
import { feedMutations } from './feedMutations';
import { useFormMutation, type FormMutationResult } from './useFormMutation';

/** The plain edit dialog's save: busy, the error, and `submit(input)` resolving to the post read back (or `undefined`). */
export type UsePostEditResult = FormMutationResult<PostInput, Post | undefined>;

/**
 * Saves an edit of `post` (`feedMutations.edit`: `PUT`, then the post read back): the saved post replaces the old one
 * in every cached list and entry; when it could not be read back, the save still succeeds and the post is read again
 * in the background. A failure leaves the form as typed with the server's message.
 */
export function usePostEdit(post: Pick<Post, 'id'>): UsePostEditResult {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  return useFormMutation<Post | undefined, PostInput>(feedMutations.edit(client, queryClient, post.id));
}
