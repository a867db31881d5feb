import { createContext, type ComponentType } from 'react';
import { onDemand, useMessages } from '@edupassport/ui';
import { CommentsSkeleton } from '../CommentSection/CommentsSkeleton';
import { actionMessages } from '../messages/actions';
import { feedCatalogs } from '../messages/catalogs';
import type { PostCommentsProps } from './PostComments';

/**
 * A card's comments (the section, its composer, items and hooks) download when a reader first opens them: most
 * cards of a feed are never opened, so no feed page carries that code up front.
 */
export const OnDemandPostComments = onDemand<PostCommentsProps>(() => import('./PostComments').then((m) => m.PostComments), {
  fallback: ({ open }) => (open ? <CommentsArriving /> : null),
});

/**
 * The comments component the cards below use in place of the on-demand one: the post page, whose comments start
 * open, gives its own import, so they are part of its page (and of its server-rendered HTML) with no wait.
 */
export const PostCommentsContext = createContext<ComponentType<PostCommentsProps> | null>(null);

/** While the comments' code downloads: the comments' loading skeleton, named as the comments. */
export function CommentsArriving() {
  const m = useMessages('feed', actionMessages, feedCatalogs.loaders);
  return (
    <div data-state="loading" aria-label={m.comments} role="group">
      <CommentsSkeleton />
    </div>
  );
}
