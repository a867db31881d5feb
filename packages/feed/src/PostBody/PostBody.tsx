import { forwardRef } from 'react';
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
  onUpdated?: ((post: Post) => void) | undefined;
  /** The announcement banner; default the kit's fixed banner. */
  bannerSrc?: string | undefined;
}

/** The body of a post, chosen by post_type; a share (type 'shared' or a shared_post) embeds its original. */
// Named apart from the export: the render function embeds a share's original as a PostBody of its own.
export const PostBody = forwardRef<HTMLDivElement, PostBodyProps>(function PostBodyOfType(
  { post, embedded = false, expanded = false, onUpdated, bannerSrc, ...rest },
  ref,
) {
  if (isShare(post)) {
    return (
      <SharedPostBody
        ref={ref}
        {...rest}
        post={post}
        expanded={expanded}
        renderOriginal={(original) => <PostBody post={original} embedded expanded={expanded} bannerSrc={bannerSrc} />}
      />
    );
  }
  switch (post.post_type) {
    case 'announcement':
      return <AnnouncementBody ref={ref} {...rest} post={post} embedded={embedded} expanded={expanded} bannerSrc={bannerSrc} />;
    case 'multimedia':
      return <MultimediaBody ref={ref} {...rest} post={post} embedded={embedded} expanded={expanded} />;
    case 'poll':
      return <PollBody ref={ref} {...rest} post={post} embedded={embedded} onUpdated={onUpdated} />;
    case 'microblog':
      return <MicroblogBody ref={ref} {...rest} post={post} embedded={embedded} expanded={expanded} />;
    default:
      return <PlainBody ref={ref} {...rest} post={post} embedded={embedded} expanded={expanded} />;
  }
});
PostBody.displayName = 'PostBody';
