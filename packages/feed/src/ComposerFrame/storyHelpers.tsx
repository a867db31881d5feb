// Shared by the composer stories only; no entry exports it.
import { useState, type ComponentType, type ReactNode } from 'react';
import { userEvent } from 'storybook/test';
import { styled } from 'styled-components';
import type { Post } from '@edupassport/api-client';
import type { mockStore } from '@edupassport/api-client/mocks';
import { Button, EduProvider } from '@edupassport/ui';
import { createMemoryStorage, useEdu } from '@edupassport/ui/headless';
import { FeedView } from '../Feed';
import { composerDraftKey } from '../hooks/useComposerDraft';
import { useFeed } from '../hooks/useFeed';
import { PostCard } from '../PostCard';
import { editStoredPost, storedPost } from '../PostCard/storyData';
import type { ComposerProps } from './ComposerFrame';

// A column of the stage's parts, as wide as the story asks.
const Stage = styled.div<{ $maxWidth: number }>`
  display: grid;
  gap: 16px;
  max-width: ${(p) => p.$maxWidth}px;
`;

/** The postAuthor session's own seeded post (the newest in the feed), which the edit stories edit. */
export const OWN_POST_ID = 1000;

/** Makes the postAuthor's own post into `fields`; call it in a story's beforeEach (after the reset). */
export function setOwnPost(fields: Partial<(typeof mockStore.posts)[number]>): void {
  editStoredPost(OWN_POST_ID, (post) => Object.assign(post, fields));
}

/** A fresh, in-memory session storage per story (so drafts never leak between stories), optionally holding a draft. */
export function FreshStorage({ draft, children }: { draft?: { key: string; value: unknown } | undefined; children: ReactNode }) {
  const [storage] = useState(() => {
    const store = createMemoryStorage();
    if (draft) store.setItem(draft.key, JSON.stringify(draft.value));
    return store;
  });
  return <EduProvider storage={storage}>{children}</EduProvider>;
}

/** The dialog of a composer, portalled into the body. */
/**
 * Puts text into a field (a text box or the rich-text editor) by clicking into it and pasting: typing key by key is
 * what the keyboard stories check, and long text typed key by key is slow.
 */
export async function enter(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}

export const bodyOf = (canvasElement: HTMLElement) => canvasElement.ownerDocument.body;

/** What a composer story's args control; `D` is the composer's draft. */
export interface ComposerStageProps<D = unknown> {
  /** Edit the postAuthor's own post instead of creating one; default false. */
  edit?: boolean | undefined;
  /** A draft left in the session's storage by an accidental close; default none. */
  draft?: D | undefined;
  /** Called with the saved post (undefined after a create whose answer lacks it); required (the stories spy on it). */
  onSaved: (post: Post | undefined) => void;
}

interface ComposerStageSetup {
  /** The composer shown. */
  composer: ComponentType<ComposerProps>;
  /** The post type its drafts are stored under. */
  postType: string;
  /** What the opener button calls the post ('New …', 'Edit …'). */
  noun: string;
  /** The page's width in px; default 640. */
  maxWidth?: number | undefined;
}

/** A page with the composer open from the start, an opener button to reopen it, and the saved post's card below. */
export function ComposerStage<D>({ composer: Composer, postType, noun, maxWidth = 640, edit = false, draft, onSaved }: ComposerStageProps<D> & ComposerStageSetup) {
  const { session } = useEdu();
  const [post] = useState(() => (edit ? storedPost(OWN_POST_ID) : undefined));
  const [shown, setShown] = useState<Post | undefined>(post);
  const [open, setOpen] = useState(true);
  return (
    <FreshStorage draft={draft ? { key: composerDraftKey(postType, post, session.user?.id), value: draft } : undefined}>
      <Stage $maxWidth={maxWidth}>
        <div>
          <Button variant="outline" onClick={() => setOpen(true)}>
            {edit ? `Edit ${noun}` : `New ${noun}`}
          </Button>
        </div>
        {shown ? <PostCard post={shown} /> : null}
        <Composer
          open={open}
          onOpenChange={setOpen}
          post={post ? (shown ?? post) : undefined}
          onSaved={(saved) => {
            onSaved(saved);
            setShown(saved);
          }}
        />
      </Stage>
    </FreshStorage>
  );
}

export interface FeedWithComposerProps {
  /** The composer opened by the button. */
  composer: ComponentType<ComposerProps>;
  /** The opener button's label. */
  label: string;
  /** Edit this post of the feed (the button waits for it to load) instead of creating one; default none. */
  editId?: number | undefined;
}

/** A Feed with the composer above it: the composer's save updates the query cache, so a new post shows on top and an edited one in place. */
export function FeedWithComposer({ composer: Composer, label, editId }: FeedWithComposerProps) {
  const feed = useFeed();
  const [open, setOpen] = useState(false);
  const editing = editId === undefined ? undefined : feed.posts.find((p) => p.id === editId);
  return (
    <FreshStorage>
      <Stage $maxWidth={680}>
        <div>
          <Button onClick={() => setOpen(true)} disabled={editId !== undefined && !editing}>
            {label}
          </Button>
        </div>
        <FeedView feed={feed} showSearch={false} infiniteScroll={false} />
        <Composer open={open} onOpenChange={setOpen} post={editing} />
      </Stage>
    </FreshStorage>
  );
}
