import { richTextOf, SafeHtml } from '@edupassport/ui';
import { styled } from 'styled-components';
import { BodyRoot, richText } from './styles';
import type { PostBodyProps } from './types';

const Content = styled(SafeHtml)`
  ${richText}
`;

/** A plain post: its sanitized content. */
export function PlainBody({ post }: PostBodyProps) {
  return (
    <BodyRoot data-post-type="post">
      <Content html={richTextOf(post.content)} />
    </BodyRoot>
  );
}
