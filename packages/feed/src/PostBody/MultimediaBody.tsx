import { forwardRef } from 'react';
import { decodeMultimediaContent } from '@edupassport/api-client/rules';
import { SafeHtml } from '@edupassport/ui';
import { styled } from 'styled-components';
import { MediaGrid } from './MediaGrid';
import { BodyRoot, richText } from './styles';
import type { PostBodyProps } from './types';

const Content = styled(SafeHtml)`
  ${richText}
`;

/** A multimedia post: sanitized rich text and a grid of its images, videos and GIFs. */
export const MultimediaBody = forwardRef<HTMLDivElement, PostBodyProps>(function MultimediaBody(
  { post, embedded = false, expanded: _expanded, ...rest },
  ref,
) {
  // The client decodes the content JSON (plain content, no media, when it does not parse).
  const media = post.media ?? decodeMultimediaContent(post.content);
  return (
    <BodyRoot ref={ref} {...rest} data-post-type="multimedia">
      {media.content ? <Content html={media.content} /> : null}
      {/* Inside a shared post a broken picture is removed; in the post itself its cell keeps a placeholder. */}
      <MediaGrid urls={media.multimedia} brokenImage={embedded ? 'remove' : 'placeholder'} />
    </BodyRoot>
  );
});
