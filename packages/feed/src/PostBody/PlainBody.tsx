import { forwardRef, useMemo } from 'react';
import { richTextOf } from '@edupassport/ui';
import { PostText } from './PostText';
import { BodyRoot } from './styles';
import type { PostBodyProps } from './types';

/** A plain post: its sanitized content, clamped with Read Full in the feed when long. */
export const PlainBody = forwardRef<HTMLDivElement, PostBodyProps>(function PlainBody(
  { post, embedded: _embedded, expanded = false, ...rest },
  ref,
) {
  const html = useMemo(() => richTextOf(post.content), [post.content]);
  return (
    <BodyRoot ref={ref} {...rest} data-post-type="post">
      <PostText html={html} expanded={expanded} />
    </BodyRoot>
  );
});
