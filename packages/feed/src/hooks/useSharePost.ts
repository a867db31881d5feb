import { useCallback, useMemo } from 'react';
import type { Id, Post } from '@edupassport/api-client';
import { useApiClient, useEduQueryClient } from '@edupassport/ui/headless';
import { feedMutations } from './feedMutations';
import { useFormMutation, type FormMutationResult } from './useFormMutation';

/** The share dialog's write: busy, the error, and `submit(comment)` resolving to the new post (or `undefined`). */
export type UseSharePostResult = FormMutationResult<string, Post | undefined>;

/**
 * Shares `post` to the viewer's own feed (`feedMutations.share`): like a create, the new post goes to the top of
 * every cached feed list, or, when the answer did not hold it, the lists reload in place.
 */
export function useSharePost(post: Pick<Post, 'id'>): UseSharePostResult {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  const form = useFormMutation<Post | undefined, { postId: Id; comment: string }>(feedMutations.share(client, queryClient));
  const { submit: send } = form;
  const postId = post.id;
  // The write's variables name the post, so a kept one can be sent again without this hook.
  const submit = useCallback((comment: string, fallback?: string) => send({ postId, comment }, fallback), [send, postId]);
  return useMemo(() => ({ ...form, submit }), [form, submit]);
}
