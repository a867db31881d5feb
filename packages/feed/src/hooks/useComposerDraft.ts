import { useCallback, useEffect, useState } from 'react';
import type { Id, Post } from '@edupassport/api-client';
import { useEdu } from '@edupassport/ui/headless';

export interface UseComposerDraftResult<T> {
  /** A draft left by an earlier, accidentally closed composer, until restored or dismissed. */
  offered: T | null;
  /** Takes the offered draft (the caller puts it in the form). */
  restore(): T | null;
  /** Drops the offered draft. */
  dismiss(): void;
  /** Forgets the draft (after a save or a confirmed discard). */
  clear(): void;
}

/**
 * The storage key of a composer's draft: one per user, post type and post (or "new"), so the next person at a shared
 * computer is never offered the last one's unsent post.
 */
export function composerDraftKey(postType: string, post?: Post | null, userId?: Id | null): string {
  const who = userId === undefined || userId === null ? 'anonymous' : String(userId);
  return `edupassport.feed.draft.${who}.${postType}.${post ? String(post.id) : 'new'}`;
}

function read<T>(storage: { getItem(key: string): string | null }, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps what a composer holds in the session's storage while it has changes, so closing the composer by
 * accident (a reload, navigating away, an unmount) loses nothing: the next opening offers it back.
 */
export function useComposerDraft<T>(key: string, values: T, dirty: boolean): UseComposerDraftResult<T> {
  const { storage } = useEdu();
  const [offered, setOffered] = useState<T | null>(() => read<T>(storage, key));
  // After a save or a confirmed discard nothing is kept, even if the form still shows changes.
  const [finished, setFinished] = useState(false);

  // While a draft is offered, the fresh form must not overwrite it.
  useEffect(() => {
    if (finished || offered !== null || !dirty) return;
    try {
      storage.setItem(key, JSON.stringify(values));
    } catch {
      // A full or blocked storage only costs the draft.
    }
  }, [storage, key, values, dirty, offered, finished]);

  const dismiss = useCallback(() => {
    setOffered(null);
    try {
      storage.removeItem(key);
    } catch {
      // Nothing to forget.
    }
  }, [storage, key]);

  const clear = useCallback(() => {
    setFinished(true);
    setOffered(null);
    try {
      storage.removeItem(key);
    } catch {
      // Nothing to forget.
    }
  }, [storage, key]);

  const restore = useCallback(() => {
    const draft = offered;
    setOffered(null);
    return draft;
  }, [offered]);

  return { offered, restore, dismiss, clear };
}
