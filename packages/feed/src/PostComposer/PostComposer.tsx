import type { Post } from '@edupassport/api-client';
import { AnnouncementComposer } from '../AnnouncementComposer';
import type { ComposerProps } from '../ComposerFrame';
import { PollComposer } from '../PollComposer';
import { PostEditDialog } from '../PostEditDialog';

export interface PostComposerProps extends Omit<ComposerProps, 'post'> {
  /** The post edited; its post_type chooses the editor. Required. */
  post: Post;
}

/** Whether PostComposer has an editor for the post's type (multimedia and microblog composers are not built yet). */
export function hasPostComposer(post: Pick<Post, 'post_type'>): boolean {
  return post.post_type !== 'multimedia' && post.post_type !== 'microblog';
}

/**
 * The editor of an existing post, chosen by post_type (spec 01 §6): announcement and poll open their
 * composers preloaded with the post; a plain post opens PostEditDialog. Renders nothing for a type whose
 * composer is not built yet (see `hasPostComposer`).
 */
export function PostComposer({ post, open, onOpenChange, onSaved, className }: PostComposerProps) {
  const common = { post, open, onOpenChange, onSaved, className };
  switch (post.post_type) {
    case 'announcement':
      return <AnnouncementComposer {...common} />;
    case 'poll':
      return <PollComposer {...common} />;
    case 'multimedia':
    case 'microblog':
      return null;
    default:
      return <PostEditDialog post={post} open={open} onOpenChange={onOpenChange} onUpdated={(saved) => onSaved?.(saved)} className={className} />;
  }
}
