import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiClient, Comment, Id } from '@edupassport/api-client';
import { useApiClient, useEdu } from '@edupassport/ui/headless';
import { MAX_REPLY_DEPTH } from '../constants';
import { applyReaction } from './applyReaction';
import { errorText } from './errorText';

/** Where the comment list is: not asked for yet, first load (or retry) running, shown, or failed. */
export type CommentsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface UseCommentsOptions {
  /** Loads the comments while true (the comments toggle is open); default true. Closing keeps what was loaded. */
  enabled?: boolean;
  /** The API client; default the EduProvider's. */
  client?: ApiClient;
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
   * Comments and replies the viewer added since the hook mounted, less those deleted (with their replies): what
   * to add to the server's own count (the post's `comments`), which also counts what the list cannot show.
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

interface Loaded {
  /** The reload generation this result answers; -1 before the first answer. */
  version: number;
  comments: Comment[];
  error: string | null;
}

const sameId = (a: Id, b: Id) => String(a) === String(b);

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
 * A post's comments and replies (`GET …/comments`, shown newest first) and what a viewer does with
 * them: comment, reply below depth 3, react, delete. Loads while `enabled`; requests are aborted on
 * unmount. Login gating is the caller's: the hook calls the API.
 */
export function useComments(postId: Id, options: UseCommentsOptions = {}): UseCommentsResult {
  const { enabled = true } = options;
  const client = useApiClient(options.client);
  const { session } = useEdu();
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ version: -1, comments: [], error: null });
  const [added, setAdded] = useState(0);
  const mutations = useRef(new Set<AbortController>());

  const pending = enabled && loaded.version !== version;
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    client.posts.getComments(postId, { signal: controller.signal }).then(
      (comments) => setLoaded({ version, comments, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded((previous) => ({ ...previous, version, error: errorText(error) }));
      },
    );
    return () => controller.abort();
  }, [client, postId, version, pending]);

  useEffect(() => {
    const running = mutations.current;
    return () => {
      for (const controller of running) controller.abort();
      running.clear();
    };
  }, []);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  /** Runs a call with a controller that unmount aborts. */
  const run = useCallback(async <T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const controller = new AbortController();
    mutations.current.add(controller);
    try {
      return await call(controller.signal);
    } finally {
      mutations.current.delete(controller);
    }
  }, []);

  const addComment = useCallback(
    async (text: string) => {
      const created = await run((signal) => client.posts.comment(postId, { comment_text: text.trim() }, { signal }));
      setAdded((n) => n + 1);
      if (created) setLoaded((previous) => ({ ...previous, comments: [atDepth(created, 0), ...previous.comments] }));
      else reload();
    },
    [client, postId, run, reload],
  );

  const reply = useCallback(
    async (commentId: Id, text: string) => {
      const created = await run((signal) =>
        client.posts.reply(postId, commentId, { reply_text: text.trim() }, { signal }),
      );
      setAdded((n) => n + 1);
      if (!created) {
        reload();
        return;
      }
      setLoaded((previous) => ({
        ...previous,
        comments: updateComment(previous.comments, commentId, (parent) => ({
          ...parent,
          replies: [...parent.replies, atDepth(created, parent.depth + 1)],
        })),
      }));
    },
    [client, postId, run, reload],
  );

  const userId = session.user?.id;
  const react = useCallback(
    async (commentId: Id, reaction: string | null) => {
      if (userId === undefined) return;
      const target = findComment(loaded.comments, commentId);
      const previous = target?.reactions.find((r) => String(r.user_id) === String(userId))?.reaction_type ?? null;
      // The server toggles: sending the current reaction again removes it.
      const sent = reaction ?? previous;
      if (!sent) return;
      setLoaded((state) => ({
        ...state,
        comments: updateComment(state.comments, commentId, (comment) => ({
          ...comment,
          reactions: applyReaction(comment.reactions, userId, reaction),
        })),
      }));
      try {
        await run((signal) => client.posts.reactToComment(postId, commentId, { reaction_type: sent }, { signal }));
      } catch {
        reload();
      }
    },
    [client, postId, run, reload, userId, loaded.comments],
  );

  const remove = useCallback(
    async (commentId: Id) => {
      const target = findComment(loaded.comments, commentId);
      await run((signal) => client.posts.deleteComment(postId, commentId, { signal }));
      setAdded((n) => n - (target ? countComments([target]) : 1));
      setLoaded((previous) => ({ ...previous, comments: removeComment(previous.comments, commentId) }));
    },
    [client, postId, run, loaded.comments],
  );

  const everLoaded = loaded.version >= 0;
  const status: CommentsStatus =
    !everLoaded && !pending
      ? 'idle'
      : pending && (!everLoaded || loaded.error)
        ? 'loading'
        : loaded.error
          ? 'error'
          : 'ready';
  const count = useMemo(() => countComments(loaded.comments), [loaded.comments]);
  return {
    comments: loaded.comments,
    status,
    error: status === 'error' ? loaded.error : null,
    count,
    added,
    reload,
    addComment,
    reply,
    react,
    remove,
  };
}
