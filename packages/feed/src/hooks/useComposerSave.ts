import { useCallback } from 'react';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Post, PostInput } from '@edupassport/api-client';
import { sendOrReadBack, useApiClient, useEdu, useEduMutation, useEduQueryClient } from '@edupassport/ui/headless';
import { feedKeys, feedMutationKeys } from '../queryKeys';
import { addCreatedPost } from './createdPost';
import type { FeedPage } from './postQueries';
import { showSavedPost, updatePost } from './savedPost';

/** What a person wrote that tells their post apart: its headline and its text, as the input and the post carry them. */
function writtenParts(post: Post): string[];
function writtenParts(input: PostInput): string[];
function writtenParts(value: Post | PostInput): string[] {
  const text = 'media' in value && value.media ? value.media.content : 'content' in value ? value.content : undefined;
  return [('headline' in value ? value.headline : undefined) ?? '', text ?? ''].map((part) => String(part).trim());
}

/** Every post id the page's cached feed and search lists hold. */
function knownPostIds(queryClient: QueryClient): Set<string> {
  const ids = new Set<string>();
  for (const [, data] of queryClient.getQueriesData<InfiniteData<FeedPage>>({ queryKey: feedKeys.lists() })) {
    for (const page of data?.pages ?? []) for (const post of page.posts) ids.add(String(post.id));
  }
  return ids;
}

/** How long before the send a post read back may have been made and still be taken for it. */
const LANDED_WINDOW_MS = 10 * 60_000;

/**
 * Saves a composer's post as a mutation of the kit's query client: `POST /api/users/create-feed-post` without
 * `post`, `updatePost` with it. An edit resolves to the post as the server now holds it (or `undefined` when it could
 * not be read back: see `showSavedPost`), and every cached list and entry showing it gets that post; a create resolves to the server's new post, which goes to the top of every cached
 * feed list, or `undefined` when the answer did not hold it (the lists then reload in place). Rejects with the ApiError so the dialog keeps what was typed.
 */
export function useComposerSave(post?: Post | null): (input: PostInput) => Promise<Post | undefined> {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  const id = post?.id;
  const { session, clock } = useEdu();
  const userId = session.user?.id;

  /**
   * The new post whose answer was lost: on the feed's first page, the viewer's, of the input's type and words, made
   * since shortly before the send and not shown before it; null when there is none (it did not land).
   */
  const landedPost = async (input: PostInput, known: ReadonlySet<string>, sentAt: number): Promise<Post | null> => {
    if (userId === undefined) return null;
    const page: Post[] = await client.feed.getFeed({ page: 1 });
    const words = writtenParts(input).join('\n');
    return (
      page.find((p) => {
        const made = p.created_at ? Date.parse(p.created_at) : Number.NaN;
        return (
          !known.has(String(p.id)) &&
          String(p.user.id) === String(userId) &&
          p.post_type === input.post_type &&
          writtenParts(p).join('\n') === words &&
          !(made < sentAt - LANDED_WINDOW_MS)
        );
      }) ?? null
    );
  };

  const { mutateAsync } = useEduMutation<Post | undefined, Error, PostInput>({
    mutationKey: id === undefined ? feedMutationKeys.create() : feedMutationKeys.update(id),
    // A create whose answer was lost may have made the post: it is read back, so the retry the message invites
    // does not post it twice.
    mutationFn: (input) => {
      if (id !== undefined) return updatePost(client, id, input);
      const known = knownPostIds(queryClient);
      const sentAt = clock.now();
      return sendOrReadBack(() => client.feed.createPost(input), () => landedPost(input, known, sentAt));
    },
    onSuccess: (saved) => {
      if (id === undefined) addCreatedPost(queryClient, client, saved);
      else showSavedPost(queryClient, client, id, saved);
    },
  });
  return useCallback((input: PostInput) => mutateAsync(input), [mutateAsync]);
}
