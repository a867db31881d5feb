import type { Post } from '@edupassport/api-client';
import { AnnouncementBody } from './AnnouncementBody';
import { MicroblogBody } from './MicroblogBody';
import { MultimediaBody } from './MultimediaBody';
import { PlainBody } from './PlainBody';
import { PollBody } from './PollBody';
import { SharedPostBody } from './SharedPostBody';
import { isShare } from './share';
import type { PostBodyProps as BaseProps } from './types';

export interface PostBodyProps extends BaseProps {
  /** Called with the reloaded post after a poll vote; default none. */
  onUpdated?: (post: Post) => void;
  /** The announcement banner; default the kit's fixed banner. */
  bannerSrc?: string;
}

/** The body of a post, chosen by post_type; a share (type 'shared' or a shared_post) embeds its original. */
export function PostBody({ post, embedded = false, expanded = false, onUpdated, bannerSrc }: PostBodyProps) {
  if (isShare(post)) {
    return (
      <SharedPostBody
        post={post}
        expanded={expanded}
        renderOriginal={(original) => <PostBody post={original} embedded expanded={expanded} bannerSrc={bannerSrc} />}
      />
    );
  }
  switch (post.post_type) {
    case 'announcement':
      return <AnnouncementBody post={post} embedded={embedded} bannerSrc={bannerSrc} />;
    case 'multimedia':
      return <MultimediaBody post={post} embedded={embedded} />;
    case 'poll':
      return <PollBody post={post} embedded={embedded} onUpdated={onUpdated} />;
    case 'microblog':
      return <MicroblogBody post={post} embedded={embedded} expanded={expanded} />;
    default:
      return <PlainBody post={post} embedded={embedded} />;
  }
}
