import type { DefaultError, UseMutationResult } from '@tanstack/react-query';
import type { Id } from '@edupassport/api-client';
import { useApiClient, useEdu, useErrorText, useOptimisticMutation } from '@edupassport/ui/headless';
import { isPostListed } from './createdPost';
import { feedMutations, writeOf } from './feedMutations';
import { postChanges } from './postCache';

/** The delete of a post: `mutateAsync({ postId })` deletes it (rejects with the ApiError), `isPending` while it runs. */
export type UsePostDeleteResult = UseMutationResult<void, DefaultError, { postId: Id }, unknown>;

/**
 * Deletes a post (`feedMutations.delete`), optimistically: the post leaves every cached list (feed, search,
 * favourites) at once and comes back if the delete fails. Its own entry (the detail page) stays until the caller
 * moves on. A card in a list goes with its post, confirmation dialog and all, so when the failed post comes back into
 * a list the server's message shows as a toast as well.
 */
export function usePostDelete(): UsePostDeleteResult {
  const client = useApiClient();
  const { toast } = useEdu();
  const errorText = useErrorText();
  const write = feedMutations.delete(client);
  return useOptimisticMutation<void, { postId: Id }>({
    mutationKey: write.mutationKey,
    mutationFn: writeOf(write),
    optimistic: ({ postId }) => postChanges(postId, () => null),
    onError: (error, { postId }, queryClient) => {
      if (isPostListed(queryClient, postId)) toast.show({ kind: 'error', title: errorText(error) });
    },
  });
}
