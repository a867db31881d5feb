import type { Post } from '@edupassport/api-client';
import { LazyDeleteConfirmDialog, LazyShareDialog, useMessages } from '@edupassport/ui';
import { actionMessages } from '../messages/actions';
import { PostEditDialog, PostReportDialog, ShareToFeedDialog } from '../onDemandDialogs';
import { feedCatalogs } from '../messages/catalogs';

/** The dialogs a post's actions open. */
export type PostActionDialog = 'report' | 'edit' | 'delete' | 'shareToFeed' | 'shareSocial';

export interface PostActionDialogsProps {
  /** The open dialog. */
  dialog: PostActionDialog;
  /** The post the dialog acts on. */
  post: Post;
  /** Whether the viewer wrote the post: only then Edit and Delete open. */
  isOwner: boolean;
  /** Closes the dialog. */
  onClose: () => void;
  /** Called after a share to the viewer's own feed with the new post, or `undefined` when the answer lacks it. */
  onShared?: ((newPost: Post | undefined) => void) | undefined;
  /** Called with the saved post after an edit. */
  onUpdated: (post: Post) => void;
  /** Deletes the post once confirmed; a rejection keeps the confirmation open with its message. */
  onConfirmDelete: () => Promise<void>;
}

/** The open dialog of PostActions (report, share to feed or to social media, edit, delete), each downloaded when first opened. */
export function PostActionDialogs({ dialog, post, isOwner, onClose, onShared, onUpdated, onConfirmDelete }: PostActionDialogsProps) {
  const m = useMessages('feed', actionMessages, feedCatalogs.loaders);
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  switch (dialog) {
    case 'report':
      return <PostReportDialog open onOpenChange={onOpenChange} postId={post.id} />;
    case 'shareToFeed':
      return <ShareToFeedDialog open onOpenChange={onOpenChange} post={post} onShared={onShared} />;
    case 'shareSocial':
      return <LazyShareDialog open onOpenChange={onOpenChange} target={{ type: 'post', post }} />;
    case 'edit':
      return isOwner ? <PostEditDialog open onOpenChange={onOpenChange} post={post} onUpdated={onUpdated} /> : null;
    case 'delete':
      return isOwner ? (
        <LazyDeleteConfirmDialog open onOpenChange={onOpenChange} title={m.deletePostTitle} description={m.deletePostText} onConfirm={onConfirmDelete} />
      ) : null;
  }
}
