import { forwardRef, type HTMLAttributes } from 'react';
import { ImageWithFallback, useMessages } from '@edupassport/ui';
import { styled } from 'styled-components';
import { bodyMessages } from '../messages/bodies';
import { tokens } from '../PostActions/theme';
import { mediaKind, safeMediaUrl } from './mediaUrl';
import { feedCatalogs } from '../messages/catalogs';

// Kept here too: hosts and the composers import them with the grid.
export { mediaKind, safeMediaUrl, type MediaKind } from './mediaUrl';

export interface MediaGridProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The media URLs (images, videos, GIFs); unsafe ones are dropped. */
  urls: readonly string[];
  /** What a picture that fails leaves: a `placeholder` naming it in its cell, or `remove` (with its cell, as inside a shared post); default `placeholder`. */
  brokenImage?: 'placeholder' | 'remove' | undefined;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space['100']};
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${tokens.radius.md};
  overflow: hidden;
  &[data-count='1'] {
    grid-template-columns: minmax(0, 1fr);
  }
  &[data-count='3'] > li:first-child {
    grid-column: 1 / -1;
  }
  /* A removed (broken) picture takes its cell with it. */
  & > li:has(> [data-state='removed']) {
    display: none;
  }
`;

const Cell = styled.li`
  position: relative;
  min-width: 0;
  background: ${tokens.color['surface-muted']};
  & > img,
  & > video,
  & > [data-state='placeholder'] {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  & > video {
    background: ${tokens.color.text};
  }
`;

const GifTag = styled.span`
  position: absolute;
  inset-block-start: ${tokens.space['200']};
  inset-inline-start: ${tokens.space['200']};
  padding: 0 ${tokens.space['100']};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-family: ${tokens.font.body};
  font-size: ${tokens.font['size-xs']};
  font-weight: ${tokens.font['weight-bold']};
`;

/** A post's media: pictures, GIFs and videos in a grid; a broken picture leaves a placeholder, or is removed with its cell. */
export const MediaGrid = forwardRef<HTMLUListElement, MediaGridProps>(function MediaGrid({ urls, brokenImage = 'placeholder', ...rest }, ref) {
  const messages = useMessages('feed', bodyMessages, feedCatalogs.loaders);
  const safe = urls.map(safeMediaUrl).filter((url): url is string => !!url);
  if (!safe.length) return null;
  return (
    <Grid ref={ref} {...rest} data-count={Math.min(safe.length, 4)} aria-label={messages.mediaLabel(safe.length)}>
      {safe.map((url, index) => {
        const kind = mediaKind(url);
        const n = index + 1;
        return (
          <Cell key={`${index}-${url}`} data-kind={kind}>
            {kind === 'video' ? (
              // A post's media is a bare URL list: there is no caption file to attach.
              // eslint-disable-next-line jsx-a11y/media-has-caption
              <video
                src={url}
                controls
                preload="metadata"
                playsInline
                aria-label={messages.mediaVideo(n, safe.length)}
              />
            ) : (
              <ImageWithFallback src={url} alt={messages.mediaImage(n, safe.length)} onFallback={brokenImage} />
            )}
            {kind === 'gif' ? <GifTag aria-hidden="true">GIF</GifTag> : null}
          </Cell>
        );
      })}
    </Grid>
  );
});
