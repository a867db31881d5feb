import type { DefaultError, UseMutationResult } from '@tanstack/react-query';
import type { Post } from '@edupassport/api-client';
import { useApiClient, useEdu, useErrorText, useOptimisticMutation } from '@edupassport/ui/headless';
import { feedMutationKeys } from '../queryKeys';
import { isPostListed } from './createdPost';
import { postChanges } from './postCache';

/** The delete of one post: `mutateAsync()` deletes it (rejects with the ApiError), `isPending` while it runs. */
export type UsePostDeleteResult = UseMutationResult<void, DefaultError, void, unknown>;

/**
 * Deletes `post` (`DELETE /api/users/posts/{id}`, then the client's best-effort confirmation), optimistically: the
 * post leaves every cached list (feed, search, favourites) at once and comes back if the delete fails. Its own entry
 * (the detail page) stays until the caller moves on. A card in a list goes with its post, confirmation dialog and all,
 * so when the failed post comes back into a list the server's message shows as a toast as well.
 */
export function usePostDelete(post: Pick<Post, 'id'>): UsePostDeleteResult {
  const client = useApiClient();
  const { toast } = useEdu();
  const errorText = useErrorText();
  return useOptimisticMutation<void, void>({
    mutationKey: feedMutationKeys.delete(),
    mutationFn: () => client.posts.delete(post.id),
    optimistic: () => postChanges(post.id, () => null),
    onError: (error, _variables, queryClient) => {
      if (isPostListed(queryClient, post.id)) toast.show({ kind: 'error', title: errorText(error) });
    },
  });
}
