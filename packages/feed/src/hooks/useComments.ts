import { useCallback, useMemo } from 'react';
import type { ApiClient, Comment, Id } from '@edupassport/api-client';
import { useApiClient, useEdu, useEduMutation, useEduQuery, useEduQueryClient, useErrorText, useMessages, useOptimisticMutation, sendOrReadBack } from '@edupassport/ui/headless';
import { commentMessages } from '../messages/comments';
import { MAX_REPLY_DEPTH } from '../constants';
import { feedKeys, feedMutationKeys } from '../queryKeys';
import { applyReaction } from './applyReaction';
import { updatePostInCache } from './postCache';
import { commentsQueryOptions } from './postQueries';
import { feedCatalogs } from '../messages/catalogs';

/** Where the comment list is: not asked for yet, first load (or retry) running, shown, or failed. */
export type CommentsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface UseCommentsOptions {
  /** Loads the comments while true (the comments toggle is open); default true. Closing keeps what was loaded. */
  enabled?: boolean | undefined;
  /** The API client; default the EduProvider's. */
  client?: ApiClient | undefined;
}

export interface UseCommentsResult {
  /** The comments, newest first as the spec shows them, each with its replies (depth 0 to 3). */
  comments: Comment[];
  status: CommentsStatus;
  /** The load error's readable message, or null. */
  error: string | null;
  /** Comments and replies loaded, at every depth. */
  count: number;
  /**
   * Always 0, kept for the shape: a new comment or reply (and a delete) now updates the post's own count
   * (`post.comments`) in every cache, so nothing is left to add to it.
   */
  added: number;
  /** Loads the list again (the retry of the error state). */
  reload(): void;
  /** Adds a comment (trimmed); rejects with the ApiError so the caller keeps the text. */
  addComment(text: string): Promise<void>;
  /** Replies to a comment or reply below depth 3 (trimmed); rejects with the ApiError. */
  reply(commentId: Id, text: string): Promise<void>;
  /** Sets the viewer's reaction on a comment (null removes it): applied at once, reloaded if the call fails. */
  react(commentId: Id, reaction: string | null): Promise<void>;
  /** Deletes a comment (with its replies); rejects with the ApiError so a confirmation can show it. */
  remove(commentId: Id): Promise<void>;
}

const sameId = (a: Id, b: Id) => String(a) === String(b);

/** Comments and their replies at every depth, in one list. */
const allComments = (list: readonly Comment[]): Comment[] => list.flatMap((c) => [c, ...allComments(c.replies)]);

/** Comments and replies at every depth. */
export function countComments(comments: readonly Comment[]): number {
  return comments.reduce((sum, comment) => sum + 1 + countComments(comment.replies), 0);
}

/** A comment anywhere in the tree, or undefined. */
export function findComment(comments: readonly Comment[], id: Id): Comment | undefined {
  for (const comment of comments) {
    if (sameId(comment.id, id)) return comment;
    const found = findComment(comment.replies, id);
    if (found) return found;
  }
  return undefined;
}

function updateComment(comments: readonly Comment[], id: Id, update: (comment: Comment) => Comment): Comment[] {
  return comments.map((comment) =>
    sameId(comment.id, id) ? update(comment) : { ...comment, replies: updateComment(comment.replies, id, update) },
  );
}

function removeComment(comments: readonly Comment[], id: Id): Comment[] {
  return comments
    .filter((comment) => !sameId(comment.id, id))
    .map((comment) => ({ ...comment, replies: removeComment(comment.replies, id) }));
}

/** The server parses an answered reply as a top-level comment: give it (and its replies) its real depth. */
function atDepth(comment: Comment, depth: number): Comment {
  return {
    ...comment,
    depth,
    replies: depth < MAX_REPLY_DEPTH ? comment.replies.map((r) => atDepth(r, depth + 1)) : [],
  };
}

/**
 * A post's comments and replies (`GET …/comments`, shown newest first; the query `feedKeys.comments(postId)`) and
 * what a viewer does with them: comment, reply below depth 3, react, delete. Loads while `enabled`; closing keeps
 * what was loaded. A new comment, reply or delete changes the post's comment count everywhere the post shows.
 * Login gating is the caller's: the hook calls the API.
 */
export function useComments(postId: Id, options: UseCommentsOptions = {}): UseCommentsResult {
  const { enabled = true } = options;
  const client = useApiClient(options.client);
  const queryClient = useEduQueryClient();
  const { session } = useEdu();
  const userId = session.user?.id;
  const { commentReactionFailed } = useMessages('feed', commentMessages, feedCatalogs.loaders);
  const errorText = useErrorText();
  const commentsKey = feedKeys.comments(postId);
  const query = useEduQuery({ ...commentsQueryOptions(client, postId), enabled });
  const { data, error, isFetching, refetch } = query;

  const setComments = useCallback(
    (change: (comments: Comment[]) => Comment[]) =>
      queryClient.setQueryData<Comment[]>(feedKeys.comments(postId), (list) => (list ? change(list) : list)),
    [queryClient, postId],
  );
  const countOnPost = useCallback(
    (by: number) => updatePostInCache(queryClient, postId, (p) => ({ ...p, comments: Math.max(0, p.comments + by) })),
    [queryClient, postId],
  );

  const reload = useCallback(() => void refetch(), [refetch]);

  /**
   * A comment or reply of the viewer's with `text` that the server holds and the page did not (`known`): the write
   * whose answer was lost. Null when the list was not loaded before (nothing to tell a new one by).
   */
  const landedComment = async (known: ReadonlySet<string> | null, text: string): Promise<Comment | null> => {
    if (!known || userId === undefined) return null;
    const fresh = allComments(await client.posts.getComments(postId));
    return fresh.find((c) => !known.has(String(c.id)) && sameId(c.user.id, userId) && c.comment_text.trim() === text) ?? null;
  };
  const knownComments = () => {
    const list = queryClient.getQueryData<Comment[]>(commentsKey);
    return list ? new Set(allComments(list).map((c) => String(c.id))) : null;
  };

  const addMutation = useEduMutation({
    mutationKey: feedMutationKeys.comment(postId),
    // An answer lost on the way back may hide a comment the server saved: read back before failing, so the retry
    // the message invites does not post it twice.
    mutationFn: (text: string) => {
      const known = knownComments();
      return sendOrReadBack(() => client.posts.comment(postId, { comment_text: text.trim() }), () => landedComment(known, text.trim()));
    },
    onSuccess: async (created) => {
      countOnPost(1);
      // An answer without the comment: the list read again shows it.
      if (created) setComments((list) => [atDepth(created, 0), ...list]);
      else await queryClient.invalidateQueries({ queryKey: commentsKey });
    },
  });

  const replyMutation = useEduMutation({
    mutationKey: feedMutationKeys.comment(postId),
    mutationFn: ({ commentId, text }: { commentId: Id; text: string }) => {
      const known = knownComments();
      return sendOrReadBack(() => client.posts.reply(postId, commentId, { reply_text: text.trim() }), () => landedComment(known, text.trim()));
    },
    onSuccess: async (created, { commentId }) => {
      countOnPost(1);
      if (!created) {
        await queryClient.invalidateQueries({ queryKey: commentsKey });
        return;
      }
      setComments((list) =>
        updateComment(list, commentId, (parent) => ({
          ...parent,
          replies: [...parent.replies, atDepth(created, parent.depth + 1)],
        })),
      );
    },
  });

  const reactMutation = useOptimisticMutation({
    mutationKey: [...feedMutationKeys.comment(postId), 'react'],
    mutationFn: ({ commentId, sent }: { commentId: Id; reaction: string | null; sent: string }) =>
      client.posts.reactToComment(postId, commentId, { reaction_type: sent }),
    optimistic: ({ commentId, reaction }) =>
      userId === undefined
        ? []
        : [
            {
              queryKey: commentsKey,
              update: (list) =>
                updateComment(list as Comment[], commentId, (comment) => ({
                  ...comment,
                  reactions: applyReaction(comment.reactions, userId, reaction) as Comment['reactions'],
                })),
            },
          ],
    // The undo shows what was there; no reload of the list, whose failure would read as the comments' own.
    failureToast: commentReactionFailed,
  });

  const removeMutation = useEduMutation({
    mutationKey: feedMutationKeys.comment(postId),
    mutationFn: (commentId: Id) => client.posts.deleteComment(postId, commentId),
    onSuccess: (_answer, commentId) => {
      const target = findComment(queryClient.getQueryData<Comment[]>(commentsKey) ?? [], commentId);
      countOnPost(-(target ? countComments([target]) : 1));
      setComments((list) => removeComment(list, commentId));
    },
  });

  const { mutateAsync: sendComment } = addMutation;
  const addComment = useCallback(async (text: string) => {
    await sendComment(text);
  }, [sendComment]);
  const { mutateAsync: sendReply } = replyMutation;
  const reply = useCallback(async (commentId: Id, text: string) => {
    await sendReply({ commentId, text });
  }, [sendReply]);
  const { mutateAsync: sendReaction } = reactMutation;
  const react = useCallback(
    async (commentId: Id, reaction: string | null) => {
      if (userId === undefined) return;
      const target = findComment(queryClient.getQueryData<Comment[]>(commentsKey) ?? [], commentId);
      const previous = target?.reactions.find((r) => String(r.user_id) === String(userId))?.reaction_type ?? null;
      // The server toggles: sending the current reaction again removes it.
      const sent = reaction ?? previous;
      if (!sent) return;
      await sendReaction({ commentId, reaction, sent }).catch(() => undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's parts: the key is a new array every render
    [queryClient, postId, userId, sendReaction],
  );
  const { mutateAsync: sendRemove } = removeMutation;
  const remove = useCallback(async (commentId: Id) => {
    await sendRemove(commentId);
  }, [sendRemove]);

  const status: CommentsStatus =
    isFetching && (!data || error) ? 'loading' : error ? 'error' : data ? 'ready' : enabled ? 'loading' : 'idle';
  const comments = data ?? none;
  const count = useMemo(() => countComments(comments), [comments]);
  return {
    comments,
    status,
    error: status === 'error' && error ? errorText(error) : null,
    count,
    added: 0,
    reload,
    addComment,
    reply,
    react,
    remove,
  };
}

const none: Comment[] = [];
