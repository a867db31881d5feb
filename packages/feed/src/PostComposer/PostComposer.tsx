import { forwardRef } from 'react';
import type { Post } from '@edupassport/api-client';
import { AnnouncementComposer } from '../AnnouncementComposer';
import { MicroblogComposer } from '../MicroblogComposer';
import { MultimediaComposer } from '../MultimediaComposer';
import type { ComposerProps } from '../ComposerFrame';
import { PollComposer } from '../PollComposer';
import { isShare } from '../PostBody/share';
import { PostEditDialog } from '../PostEditDialog';

const noop = () => undefined;

export interface PostComposerProps extends Omit<ComposerProps, 'post'> {
  /** The post edited; its post_type chooses the editor. Required. */
  post: Post;
}

/**
 * The editor of an existing post, chosen by post_type: announcement, poll, multimedia and microblog
 * open their composers preloaded with the post; a plain post or a share opens PostEditDialog.
 */
export const PostComposer = forwardRef<HTMLDivElement, PostComposerProps>(function PostComposer(
  { post, onSaved, ...rest },
  ref,
) {
  const common = { ...rest, ref, post, onSaved };
  // A share is recognised first: some servers give it its original's post_type, but its editor is the comment's.
  switch (isShare(post) ? 'share' : post.post_type) {
    case 'announcement':
      return <AnnouncementComposer {...common} />;
    case 'poll':
      return <PollComposer {...common} />;
    case 'multimedia':
      return <MultimediaComposer {...common} />;
    case 'microblog':
      return <MicroblogComposer {...common} />;
    default:
      return <PostEditDialog {...rest} ref={ref} post={post} onUpdated={onSaved ?? noop} />;
  }
});
