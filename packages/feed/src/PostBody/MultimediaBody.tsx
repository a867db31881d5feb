import { forwardRef } from 'react';
import { decodeMultimediaContent } from '@edupassport/api-client/rules';
import { MediaGrid } from './MediaGrid';
import { PostText } from './PostText';
import { BodyRoot } from './styles';
import type { PostBodyProps } from './types';

/** A multimedia post: sanitized rich text (clamped with Read Full in the feed when long) and a grid of its images, videos and GIFs. */
export const MultimediaBody = forwardRef<HTMLDivElement, PostBodyProps>(function MultimediaBody(
  { post, embedded = false, expanded = false, ...rest },
  ref,
) {
  // The client decodes the content JSON (plain content, no media, when it does not parse).
  const media = post.media ?? decodeMultimediaContent(post.content);
  return (
    <BodyRoot ref={ref} {...rest} data-post-type="multimedia">
      {media.content ? <PostText html={media.content} expanded={expanded} /> : null}
      {/* Inside a shared post a broken picture is removed; in the post itself its cell keeps a placeholder. */}
      <MediaGrid urls={media.multimedia} brokenImage={embedded ? 'remove' : 'placeholder'} />
    </BodyRoot>
  );
});
