import { forwardRef, useMemo, type ImgHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { t } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { composeEventHandlers, mergeRefs } from '../utils/events';
import { useImageStatus } from './useImageStatus';

export type ImageFallbackMode = 'replace' | 'remove';
export type ImageFit = 'cover' | 'contain' | 'fill' | 'none' | 'scale-down';
export type ImageState = 'loading' | 'loaded' | 'fallback' | 'removed';

export interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  /** The image URL; default none (the fallback shows, or nothing in `remove` mode). */
  src?: string | null;
  /** Alternative text; required, `''` for a decorative image. */
  alt: string;
  /** Shown when `src` is missing or fails (`replace` mode only), e.g. the default event cover; default none. */
  fallbackSrc?: string | null;
  /** On failure: `replace` with `fallbackSrc`, or `remove` the image altogether (spec 01: broken image in a shared post); default `replace`. */
  onFallback?: ImageFallbackMode;
  /** Reserved box ratio, e.g. `16 / 9` or `'4 / 3'`, so the layout does not jump while loading; default none. */
  aspectRatio?: number | string;
  /** How the picture fills its box (`object-fit`); default `cover`. */
  fit?: ImageFit;
  /** Native lazy loading; default `lazy`. */
  loading?: 'lazy' | 'eager';
}

// Fit and ratio are classes, not a style attribute, which a strict Content Security Policy blocks.
const Img = styled.img<{ $fit: ImageFit; $ratio?: string }>`
  --edu-image-fit: ${(p) => p.$fit};
  ${(p) => (p.$ratio ? `--edu-image-ratio: ${p.$ratio};` : '')}
  display: block;
  max-width: 100%;
  height: auto;
  aspect-ratio: var(--edu-image-ratio, auto);
  object-fit: var(--edu-image-fit, cover);
  /* A calm placeholder while the picture is on its way. */
  background: ${(p) => t(p).color['surface-muted']};
  &[data-state='loaded'],
  &[data-state='fallback'] {
    background: transparent;
  }
`;

/**
 * An image that degrades well: a missing or broken `src` is replaced by `fallbackSrc`, or in `remove`
 * mode the image takes itself away. A failing fallback removes the image too, so it never loops.
 * State shows as `data-state` (`loading` | `loaded` | `fallback` | `removed`); a removed image leaves
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
  const fallbackOk = onFallback === 'replace' && statusOf(fallbackSrc) !== 'error';
  const current = primaryOk ? src : fallbackOk ? fallbackSrc : null;

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
      $ratio={aspectRatio === undefined ? undefined : String(aspectRatio)}
      onLoad={composeEventHandlers(onLoad, imageProps.onLoad)}
      onError={composeEventHandlers(onError, imageProps.onError)}
    />
  );
});
