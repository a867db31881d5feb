import type { Post } from '@edupassport/api-client';
import { richTextOf, useMessages } from '@edupassport/ui';
import { forwardRef, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { bodyMessages } from '../messages/bodies';
import { tokens } from '../PostActions/theme';
import { AuthorLine } from './AuthorLine';
import { PostText } from './PostText';
import { BodyRoot, Muted } from './styles';
import type { PostBodyProps } from './types';
import { feedCatalogs } from '../messages/catalogs';

export interface SharedPostBodyProps extends PostBodyProps {
  /** Renders the original post's body (PostBody passes itself, so every type can be embedded). */
  renderOriginal: (original: Post) => ReactNode;
}

const Embed = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['300']};
  margin: 0;
  padding: ${tokens.space['400']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.background};
  min-width: 0;
`;

/**
 * A picture inside the original post's rich text that fails is removed. Only pictures of
 * SafeHtml's own markup: React's (an avatar's) must stay for React to replace, or its next update throws.
 */
function removeIfBroken(img: HTMLImageElement) {
  if (img.closest('[data-state="formatted"]')) img.remove();
}

/**
 * A shared post: the sharer's comment, then the original post embedded with its author. A broken
 * image inside the original is removed, whether it is a media item or a picture in its rich text.
 */
export const SharedPostBody = forwardRef<HTMLDivElement, SharedPostBodyProps>(function SharedPostBody(
  { post, renderOriginal, embedded: _embedded, expanded = false, ...rest },
  ref,
) {
  const messages = useMessages('feed', bodyMessages, feedCatalogs.loaders);
  const embedRef = useRef<HTMLElement>(null);
  const original = post.shared_post;
  const comment = useMemo(() => richTextOf(post.share_comment), [post.share_comment]);

  useEffect(() => {
    const node = embedRef.current;
    if (!node) return undefined;
    // Error events do not bubble, but an ancestor hears them in the capture phase.
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement && !event.target.hasAttribute('data-state'))
        removeIfBroken(event.target);
    };
    node.addEventListener('error', onError, true);
    for (const img of node.querySelectorAll('img:not([data-state])')) {
      if (img instanceof HTMLImageElement && img.complete && img.naturalWidth === 0 && img.getAttribute('src'))
        removeIfBroken(img);
    }
    return () => node.removeEventListener('error', onError, true);
  }, [original]);

  return (
    <BodyRoot ref={ref} {...rest} data-post-type="shared">
      {comment ? <PostText html={comment} expanded={expanded} /> : null}
      {original ? (
        <Embed ref={embedRef} aria-label={messages.originalPost} data-part="original">
          <AuthorLine user={original.user} createdAt={original.created_at} size="sm" />
          {renderOriginal(original)}
        </Embed>
      ) : (
        <Embed data-part="original">
          <Muted>{messages.originalUnavailable}</Muted>
        </Embed>
      )}
    </BodyRoot>
  );
});
