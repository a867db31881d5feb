import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { useMessages } from '../EduProvider/context';
import { displayMessages } from '../messages/display';
import { visuallyHidden } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { uiCatalogs } from '../messages/catalogs';

export type SkeletonShape = 'text' | 'circle' | 'rect';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** `text` lines, a `circle` (avatar) or a `rect` (image, button); default `text`. */
  shape?: SkeletonShape | undefined;
  /** Number of text lines; the last one is shorter; default 1. */
  lines?: number | undefined;
  /** Width (px number or CSS length); default 100% (text, rect) or 40px (circle). */
  width?: number | string | undefined;
  /** Height (px number or CSS length); default one line of text, 40px (circle) or 120px (rect). */
  height?: number | string | undefined;
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

interface Sizing {
  $width?: string | undefined;
  $height?: string | undefined;
}

// Sizes are classes, not a style attribute, which a strict Content Security Policy blocks.
const sizing = css<Sizing>`
  ${(p) => (p.$width ? `--edu-skeleton-width: ${p.$width};` : '')}
  ${(p) => (p.$height ? `--edu-skeleton-height: ${p.$height};` : '')}
`;

const Bone = styled.span<Sizing>`
  ${sizing}
  display: block;
  background: ${tokens.color['surface-hover']};
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }

  &[data-shape='text'] {
    width: var(--edu-skeleton-width, 100%);
    height: var(--edu-skeleton-height, 0.9em);
    border-radius: ${tokens.radius.sm};
  }
  &[data-shape='circle'] {
    width: var(--edu-skeleton-width, 40px);
    height: var(--edu-skeleton-height, var(--edu-skeleton-width, 40px));
    border-radius: 50%;
    flex-shrink: 0;
  }
  &[data-shape='rect'] {
    width: var(--edu-skeleton-width, 100%);
    height: var(--edu-skeleton-height, 120px);
    border-radius: ${tokens.radius.md};
  }
`;

const Lines = styled.span<Sizing>`
  ${sizing}
  display: flex;
  flex-direction: column;
  gap: 0.6em;
  width: var(--edu-skeleton-width, 100%);
  & > [data-shape='text'] {
    width: 100%;
  }
  & > [data-shape='text']:last-child:not(:first-child) {
    width: 60%;
  }
`;

const length = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder shape for content that is loading. Always hidden from assistive technology: wrap
 * skeletons in a SkeletonGroup, which announces the loading once.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(props, ref) {
  const { shape = 'text', lines = 1, width, height, ...rest } = useComponentProps('Skeleton', props);
  const size: Sizing = { $width: length(width), $height: length(height) };

  if (shape === 'text' && lines > 1) {
    return (
      <Lines ref={ref} aria-hidden="true" data-shape="lines" data-lines={lines} {...size} {...rest}>
        {Array.from({ length: lines }, (_, index) => (
          <Bone key={index} data-shape="text" />
        ))}
      </Lines>
    );
  }
  return <Bone ref={ref} aria-hidden="true" data-shape={shape} {...size} {...rest} />;
});

export interface SkeletonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** What is announced while loading; default messages `loading`. */
  label?: string | undefined;
  children?: ReactNode | undefined;
}

const Group = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['300']};
`;

const StatusText = styled.span`
  ${visuallyHidden}
`;

/** Wraps the skeletons of one loading region: `role="status"`, `aria-busy`, and a hidden 'Loading'. */
export const SkeletonGroup = forwardRef<HTMLDivElement, SkeletonGroupProps>(function SkeletonGroup(props, ref) {
  const messages = useMessages('ui', displayMessages, uiCatalogs.loaders);
  const { label, children, ...rest } = useComponentProps('SkeletonGroup', props);
  return (
    <Group ref={ref} role="status" aria-busy="true" data-state="loading" {...rest}>
      <StatusText>{label ?? messages.loading}</StatusText>
      {children}
    </Group>
  );
});
