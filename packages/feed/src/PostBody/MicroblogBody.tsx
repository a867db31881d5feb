import {
  htmlToPlainText,
  IconButton,
  ImageWithFallback,
  NextIcon,
  PreviousIcon,
  Link,
  SafeHtml,
  useEdu,
  useMessages,
} from '@edupassport/ui';
import { forwardRef, useId, useState } from 'react';
import { styled } from 'styled-components';
import { bodyMessages } from '../messages/bodies';
import { tokens } from '../PostActions/theme';
import { MediaGrid, safeMediaUrl } from './MediaGrid';
import { BodyRoot, Headline, richText } from './styles';
import type { PostBodyProps } from './types';
import { feedCatalogs } from '../messages/catalogs';

/** Words kept of a page's text inside a shared post, where the word limit applies. */
export const MICROBLOG_WORD_LIMIT = 40;

/**
 * Lines a collapsed page shows: 2 in full width; in side-by-side 4 beside media and 5
 * without; 3 when the word limit applies.
 */
export function microblogClampLines(options: { sideBySide: boolean; hasMedia: boolean; wordLimited: boolean }): number {
  if (options.wordLimited) return 3;
  if (options.sideBySide) return options.hasMedia ? 4 : 5;
  return 2;
}

/** The first `limit` words of a text, with an ellipsis when some were cut. */
export function limitWords(text: string, limit: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > limit ? `${words.slice(0, limit).join(' ')}…` : words.join(' ');
}

const Cover = styled.div`
  border-radius: ${tokens.radius.md};
  overflow: hidden;
  & > img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 7;
    object-fit: cover;
  }
  & > [data-state='placeholder'] {
    aspect-ratio: 16 / 7;
  }
  &:has(> [data-state='removed']) {
    display: none;
  }
`;

const TypeLabel = styled.span`
  align-self: flex-start;
  padding: ${tokens.space['25']} ${tokens.space['200']};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color['surface-muted']};
  color: ${tokens.color.secondary};
  font-family: ${tokens.font.body};
  font-size: ${tokens.font['size-xs']};
  font-weight: ${tokens.font['weight-bold']};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Page = styled.div`
  display: grid;
  gap: ${tokens.space['300']};
  &[data-layout='side-by-side'][data-has-media] {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
  @media (max-width: 480px) {
    &[data-layout='side-by-side'][data-has-media] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

// The line count is a class, not a style attribute, which a strict Content Security Policy blocks.
const Text = styled.div<{ $lines: number }>`
  ${richText}
  &[data-clamped] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${(p) => p.$lines};
    overflow: hidden;
  }
  &[data-clamped] > * {
    margin: 0;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space['200']};
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space['100']};
  font-family: ${tokens.font.body};
  font-size: ${tokens.font['size-sm']};
  color: ${tokens.color['text-muted']};
`;

/**
 * A microblog: cover image, microblog_type label, headline and paged content laid out side by side
 * or full width. A collapsed page is clamped (2 lines; 4 or 5 side by side; 3 with the word limit)
 * and offers Read Full, a link to the whole post.
 */
export const MicroblogBody = forwardRef<HTMLDivElement, PostBodyProps>(function MicroblogBody({ post, embedded = false, expanded = false, ...rest }, ref) {
  const messages = useMessages('feed', bodyMessages, feedCatalogs.loaders);
  const { routes } = useEdu();
  const textId = useId();
  const [index, setIndex] = useState(0);
  const pages = post.pages.length ? post.pages : [{ content: post.content ?? '', multimedia: [] }];
  const pageIndex = Math.min(index, pages.length - 1);
  const page = pages[pageIndex] ?? { content: '', multimedia: [] };
  const layout = post.layout_type ?? 'full-width';
  const sideBySide = layout === 'side-by-side';
  const hasMedia = page.multimedia.some((url) => !!safeMediaUrl(url));
  const wordLimited = embedded && !expanded;
  const lines = microblogClampLines({ sideBySide, hasMedia, wordLimited });
  const cover = safeMediaUrl(post.cover_image);
  const typeLabel = post.microblog_type ? (messages.microblogTypes[post.microblog_type] ?? post.microblog_type) : null;

  return (
    <BodyRoot ref={ref} {...rest} data-post-type="microblog" data-layout={layout} data-state={expanded ? 'expanded' : 'collapsed'}>
      {cover ? (
        <Cover>
          {/* Inside a shared post a broken cover is removed; in the post itself its box keeps a placeholder naming it. */}
          <ImageWithFallback src={cover} alt={messages.coverImage(post.headline ?? '')} onFallback={embedded ? 'remove' : 'placeholder'} />
        </Cover>
      ) : null}
      {typeLabel ? <TypeLabel data-part="type">{typeLabel}</TypeLabel> : null}
      {post.headline ? <Headline dir="auto">{post.headline}</Headline> : null}
      <Page data-layout={layout} data-has-media={hasMedia ? '' : undefined} aria-live="polite">
        {hasMedia ? <MediaGrid urls={page.multimedia} brokenImage={embedded ? 'remove' : 'placeholder'} /> : null}
        {wordLimited ? (
          <Text id={textId} data-clamped="" $lines={lines}>
            <p>{limitWords(htmlToPlainText(page.content), MICROBLOG_WORD_LIMIT)}</p>
          </Text>
        ) : (
          <Text
            as={SafeHtml}
            id={textId}
            html={page.content}
            data-clamped={expanded ? undefined : ''}
            $lines={lines}
          />
        )}
      </Page>
      <Footer>
        {!expanded ? (
          <Link href={routes.postDetail(post.id)} variant="standalone" aria-describedby={textId}>
            {messages.readFull}
          </Link>
        ) : (
          <span />
        )}
        {pages.length > 1 ? (
          <Pager role="group" aria-label={messages.microblogPages}>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={messages.previousPage}
              icon={<PreviousIcon />}
              disabled={pageIndex === 0}
              onClick={() => setIndex(pageIndex - 1)}
            />
            <span aria-current="page">{messages.microblogPage(pageIndex + 1, pages.length)}</span>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={messages.nextPage}
              icon={<NextIcon />}
              disabled={pageIndex === pages.length - 1}
              onClick={() => setIndex(pageIndex + 1)}
            />
          </Pager>
        ) : null}
      </Footer>
    </BodyRoot>
  );
});
