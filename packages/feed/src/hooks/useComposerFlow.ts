import { useMemo, useState } from 'react';
import type { Post, PostInput } from '@edupassport/api-client';
import { useEdu, useMessages } from '@edupassport/ui/headless';
import { feedMessages } from '../messages';
import { composerDraftKey, useComposerDraft } from './useComposerDraft';
import { useComposerSave } from './useComposerSave';
import { feedCatalogs } from '../messages/catalogs';

export interface UseComposerFlowOptions<T> {
  /** The post type, part of the draft key. */
  postType: PostInput['post_type'];
  /** The post edited; none when creating. */
  post?: Post | null | undefined;
  /** The composer's values (kept as the draft while dirty). */
  values: T;
  setValues: (values: T) => void;
  dirty: boolean;
  /** The payload sent on save. */
  input: PostInput;
  /** Receives the saved post; `undefined` after a create whose answer did not hold the new post. */
  onSaved?: ((post: Post | undefined) => void) | undefined;
}

export interface UseComposerFlowResult {
  /** Save/Update: sends the input, toasts, forgets the draft and hands over the post (or `undefined`, as `onSaved`); rejects on failure. */
  onSave: () => Promise<Post | undefined>;
  /** Restore/Start over for an offered draft, or null. */
  draftOffer: { onRestore: () => void; onDismiss: () => void } | null;
  /** Forgets the draft after a confirmed discard. */
  onDiscard: () => void;
  /**
   * How many drafts were restored: the key of an uncontrolled rich-text editor, so a restored draft mounts a fresh
   * one holding it (a controlled editor can lose keystrokes typed between two renders).
   */
  restoreCount: number;
}

/** What every composer does around its form: saving (create or update), the success toast and the draft. */
export function useComposerFlow<T>({ postType, post, values, setValues, dirty, input, onSaved }: UseComposerFlowOptions<T>): UseComposerFlowResult {
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const { toast, session } = useEdu();
  const save = useComposerSave(post);
  const draft = useComposerDraft<T>(composerDraftKey(postType, post, session.user?.id), values, dirty);
  const [restoreCount, setRestoreCount] = useState(0);

  const draftOffer = useMemo(
    () =>
      draft.offered === null
        ? null
        : {
            onRestore: () => {
              const restored = draft.restore();
              if (restored !== null) {
                setValues(restored);
                setRestoreCount((n) => n + 1);
              }
            },
            onDismiss: draft.dismiss,
          },
    [draft, setValues],
  );

  return {
    onSave: async () => {
      const saved = await save(input);
      draft.clear();
      toast.show({ kind: 'success', title: post ? m.postUpdated : m.postCreated });
      onSaved?.(saved);
      return saved;
    },
    draftOffer,
    onDiscard: draft.clear,
    restoreCount,
  };
}
