import { mutationOptions, type MutationFunction, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, Id, Post, PostInput } from '@edupassport/api-client';
import { sendOrReadBack } from '@edupassport/ui/headless';
import { feedMutationKeys } from '../queryKeys';
import { addCreatedPost } from './createdPost';
import { showSavedPost, updatePost } from './savedPost';

/** A reaction write: plain JSON, so a paused one can be kept and sent again. */
export interface ReactVariables {
  postId: Id;
  /** The reaction shown (null: none). */
  reaction: string | null;
  /** The emoji sent: the server toggles, so removing one sends it again. */
  sent: string;
}

/** A favourite write: plain JSON, so a paused one can be kept and sent again. */
export interface FavouriteVariables {
  post: Post;
  /** The new state. */
  on: boolean;
}

/** A poll vote: the option, and the post as the card showed it (to tell a counted vote whose answer was lost). */
export interface VoteVariables {
  postId: Id;
  option: string;
  from: Post;
}

/**
 * A factory's write as `useOptimisticMutation` takes it. That hook hands it to TanStack as it is, so it is still called
 * with TanStack's context; the feed's writes read only their variables.
 */
export function writeOf<TData, TVariables>(options: { mutationFn?: MutationFunction<TData, TVariables> | undefined }) {
  return options.mutationFn as (variables: TVariables) => Promise<TData>;
}

/** The votes the post holds for the first option of that text. */
function votesFor(post: Post, option: string): number {
  return post.poll_options.find((o) => o.text === option)?.votes ?? 0;
}

/**
 * Every feed write as TanStack `mutationOptions`, under `feedMutationKeys` (so `useIsMutating` and a persister see
 * them). Each `mutationFn` depends only on the client and its variables, so a host can register one with
 * `queryClient.setMutationDefaults(options.mutationKey, options)` and a paused write resumes after a reload. What a
 * write shows at once (and undoes) is the hooks' part; what its answer puts in the cache is here when it needs no more.
 */
export const feedMutations = {
  /** The viewer's reaction on a post (`POST /api/users/posts/{id}/react`; the server toggles the emoji sent). */
  react: (client: ApiClient) =>
    mutationOptions<void, Error, ReactVariables>({
      mutationKey: feedMutationKeys.react(),
      mutationFn: async ({ postId, sent }) => {
        await client.posts.react(postId, { reaction_type: sent });
      },
    }),
  /** A post into or out of the viewer's favourites; resolves to the server's state when it says it. */
  favourite: (client: ApiClient) =>
    mutationOptions<boolean | undefined, Error, FavouriteVariables>({
      mutationKey: feedMutationKeys.favourite(),
      mutationFn: ({ post }) => client.posts.toggleFavorite(post.id) as Promise<boolean | undefined>,
    }),
  /**
   * A vote in a poll. Any 2xx counted it, whatever it echoed. An answer lost on the way back may hide a vote the server
   * counted: when the server holds more votes for the option than the card had, it is this one (a retry would count
   * it twice).
   */
  vote: (client: ApiClient, postId: Id) =>
    mutationOptions<void, Error, VoteVariables>({
      mutationKey: feedMutationKeys.vote(postId),
      mutationFn: async ({ postId: id, option, from }) => {
        await sendOrReadBack<unknown>(
          () => client.posts.vote(id, { option_text: option }),
          async () => (votesFor(await client.posts.get(id), option) > votesFor(from, option) ? 'counted' : null),
        );
      },
    }),
  /** Deletes a post (`DELETE /api/users/posts/{id}`, then the client's best-effort confirmation). */
  delete: (client: ApiClient) =>
    mutationOptions<void, Error, { postId: Id }>({
      mutationKey: feedMutationKeys.delete(),
      mutationFn: ({ postId }) => client.posts.delete(postId),
    }),
  /**
   * Shares a post to the viewer's own feed (`share_comment` left out when the trimmed comment is blank); the new post
   * goes to the top of every cached feed list, or, when the answer did not hold it, those lists reload page 1 in place.
   */
  share: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Post | undefined, Error, { postId: Id; comment: string }>({
      mutationKey: feedMutationKeys.create(),
      mutationFn: ({ postId, comment }) => {
        const text = comment.trim();
        return client.posts.share(postId, text ? { share_comment: text } : {});
      },
      onSuccess: (created) => addCreatedPost(queryClient, client, created),
    }),
  /** Saves an edit (`PUT`, then the post read back); the saved post replaces the old one everywhere it is cached. */
  edit: (client: ApiClient, queryClient: QueryClient, postId: Id) =>
    mutationOptions<Post | undefined, Error, PostInput>({
      mutationKey: feedMutationKeys.update(postId),
      mutationFn: (input) => updatePost(client, postId, input),
      onSuccess: (saved) => showSavedPost(queryClient, client, postId, saved),
    }),
};
