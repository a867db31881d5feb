import { forwardRef, useMemo, type ImgHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { createIcon } from '../icons/icons';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { composeEventHandlers, mergeRefs } from '../utils/events';
import { useImageStatus } from './useImageStatus';

export type ImageFallbackMode = 'replace' | 'remove' | 'placeholder';
export type ImageFit = 'cover' | 'contain' | 'fill' | 'none' | 'scale-down';
export type ImageState = 'loading' | 'loaded' | 'fallback' | 'removed' | 'placeholder';

export interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** The image URL; default none (the fallback shows, or nothing in `remove` mode). */
  src?: string | null | undefined;
  /** Alternative text; required, `''` for a decorative image. */
  alt: string;
  /** Shown when `src` is missing or fails (`replace` and `placeholder` modes), e.g. the default event cover; default none. */
  fallbackSrc?: string | null | undefined;
  /**
   * On failure: `replace` with `fallbackSrc`, `remove` the image altogether (a broken image in a shared post), or
   * `placeholder`: `fallbackSrc` if any, else a neutral box with a picture icon and the alt text in the image's
   * place, so its slot is never empty; default `replace`.
   */
  onFallback?: ImageFallbackMode | undefined;
  /** Reserved box ratio, e.g. `16 / 9` or `'4 / 3'`, so the layout does not jump while loading; default none. */
  aspectRatio?: number | string | undefined;
  /** How the picture fills its box (`object-fit`); default `cover`. */
  fit?: ImageFit | undefined;
  /** Native lazy loading; default `lazy`. */
  loading?: 'lazy' | 'eager' | undefined;
}

// Fit and ratio are classes, not a style attribute, which a strict Content Security Policy blocks.
const Img = styled.img<{ $fit: ImageFit; $ratio?: string | undefined }>`
  --edu-image-fit: ${(p) => p.$fit};
  ${(p) => (p.$ratio ? `--edu-image-ratio: ${p.$ratio};` : '')}
  display: block;
  max-width: 100%;
  height: auto;
  aspect-ratio: var(--edu-image-ratio, auto);
  object-fit: var(--edu-image-fit, cover);
  /* A calm placeholder while the picture is on its way. */
  background: ${tokens.color['surface-muted']};
  &[data-state='loaded'],
  &[data-state='fallback'] {
    background: transparent;
  }
`;

const Placeholder = styled.span<{ $ratio?: string | undefined }>`
  ${(p) => (p.$ratio ? `--edu-image-ratio: ${p.$ratio};` : '')}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space['100']};
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  min-height: 6rem;
  aspect-ratio: var(--edu-image-ratio, auto);
  padding: ${tokens.space['200']};
  background: ${tokens.color['surface-muted']};
  color: ${tokens.color['text-muted']};
  font-family: ${tokens.font.body};
  font-size: ${tokens.font['size-sm']};
  text-align: center;
  overflow: hidden;
  & > svg {
    flex: none;
    font-size: 1.75rem;
  }
  & > span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

/** A picture frame with a slash: the picture could not be shown. */
const ImageOffIcon = createIcon('ImageOff', [
  'M21 15V5a2 2 0 0 0-2-2H9',
  'm2 2 20 20',
  'M3.6 3.6A2 2 0 0 0 3 5v14a2 2 0 0 0 2 2h14a2 2 0 0 0 1.4-.6',
  'm21 15-3.1-3.1a2 2 0 0 0-2.8 0L14 13',
  'm3 17 4.6-4.6a2 2 0 0 1 2.8 0L21 21',
]);

/**
 * An image that degrades well: a missing or broken `src` is replaced by `fallbackSrc`, or in `remove`
 * mode the image takes itself away. A failing fallback removes the image too, so it never loops; in `placeholder`
 * mode a neutral box naming the picture (its alt text) takes its place instead.
 * State shows as `data-state` (`loading` | `loaded` | `fallback` | `removed` | `placeholder`); a removed image leaves
 * only an empty hidden marker, so a container can react with `:has([data-state='removed'])`.
 */
export const ImageWithFallback = forwardRef<HTMLImageElement, ImageWithFallbackProps>(function ImageWithFallback(props, ref) {
  const {
    src,
    alt,
    fallbackSrc,
    onFallback = 'replace',
    aspectRatio,
    fit = 'cover',
    loading = 'lazy',
    onLoad,
    onError,
    ...rest
  } = useComponentProps('ImageWithFallback', props);
  const { statusOf, imageProps } = useImageStatus();
  const imgRef = useMemo(() => mergeRefs(ref, imageProps.ref), [ref, imageProps.ref]);

  const primaryOk = statusOf(src) !== 'error';
  const fallbackOk = onFallback !== 'remove' && statusOf(fallbackSrc) !== 'error';
  const current = primaryOk ? src : fallbackOk ? fallbackSrc : null;
  const ratio = aspectRatio === undefined ? undefined : String(aspectRatio);

  if (!current && onFallback === 'placeholder') {
    // Named like the picture it stands for; a decorative one (alt '') stays out of the accessibility tree.
    return (
      <Placeholder
        className={rest.className}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-state="placeholder"
        $ratio={ratio}
      >
        <ImageOffIcon />
        {alt ? <span aria-hidden>{alt}</span> : null}
      </Placeholder>
    );
  }
  if (!current) return <span hidden data-state="removed" />;

  const state: ImageState = current !== src ? 'fallback' : statusOf(src) === 'loaded' ? 'loaded' : 'loading';
  return (
    <Img
      {...rest}
      ref={imgRef}
      src={current}
      alt={alt}
      loading={loading}
      data-state={state}
      data-fit={fit}
      $fit={fit}
      $ratio={ratio}
      onLoad={composeEventHandlers(onLoad, imageProps.onLoad)}
      onError={composeEventHandlers(onError, imageProps.onError)}
    />
  );
});
