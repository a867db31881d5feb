import { forwardRef } from 'react';
import { richTextOf, SafeHtml } from '@edupassport/ui';
import { styled } from 'styled-components';
import { BodyRoot, richText } from './styles';
import type { PostBodyProps } from './types';

const Content = styled(SafeHtml)`
  ${richText}
`;

/** A plain post: its sanitized content. */
export const PlainBody = forwardRef<HTMLDivElement, PostBodyProps>(function PlainBody(
  { post, embedded: _embedded, expanded: _expanded, ...rest },
  ref,
) {
  return (
    <BodyRoot ref={ref} {...rest} data-post-type="post">
      <Content html={richTextOf(post.content)} />
    </BodyRoot>
  );
});
