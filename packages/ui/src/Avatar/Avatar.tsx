import { forwardRef, type HTMLAttributes, type ImgHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useImageStatus } from '../Image/useImageStatus';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { composeEventHandlers } from '../utils/events';
import { avatarPalette, getAvatarColor, getInitials } from './initials';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** The picture's URL; default none. Missing or broken, the initials avatar shows instead. */
  src?: string | null | undefined;
  /** The person's or company's name: the accessible name, the initials and the colour; required. */
  name: string;
  /** `xs` 24, `sm` 32, `md` 40, `lg` 56, `xl` 80 pixels, or a number of pixels; default `md`. */
  size?: AvatarSize | number | undefined;
  /** `circle` for people, `square` (rounded) for company logos; default `circle`. */
  shape?: 'circle' | 'square' | undefined;
  /** Hides the avatar from assistive technology when the name is already written beside it; default false. */
  decorative?: boolean | undefined;
  /** Extra props for the `<img>` (loading, referrerPolicy, onError…), composed with ours; default none. */
  imgProps?: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> | undefined;
}

const pixels: Record<AvatarSize, number> = { xs: 24, sm: 32, md: 40, lg: 56, xl: 80 };

// The size is a class, not a style attribute, which a strict Content Security Policy blocks.
const Root = styled.span<{ $px: number }>`
  --edu-avatar-size: ${(p) => p.$px}px;
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  overflow: hidden;
  width: var(--edu-avatar-size);
  height: var(--edu-avatar-size);
  border-radius: 50%;
  color: ${tokens.color['text-inverse']};
  font-family: ${tokens.font.body};
  font-size: calc(var(--edu-avatar-size) * 0.4);
  font-weight: ${tokens.font['weight-bold']};
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
  vertical-align: middle;

  &[data-shape='square'] {
    border-radius: ${tokens.radius.md};
  }
  ${avatarPalette.map((key) => `&[data-color='${key}'] { background: ${tokens.color[key]}; }`).join('\n')}

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    /* A broken picture must not flash its alt text before the initials replace it. */
    color: transparent;
  }
`;

/**
 * A person's or company's picture. A missing or broken picture becomes a generated initials avatar
 * (broken avatar → initials) in a colour derived from the name. State shows as `data-state`
 * (`image` | `initials`), `data-size` and `data-color`. Renders on the server: the image when there
 * is a src, the initials otherwise.
 */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(props, ref) {
  const { src, name, size = 'md', shape = 'circle', decorative = false, imgProps, ...rest } = useComponentProps('Avatar', props);
  const { statusOf, imageProps } = useImageStatus();
  const showImage = statusOf(src) !== 'error';
  const px = typeof size === 'number' ? size : pixels[size];
  const label = name.trim();
  // Without a name there is nothing to announce: the avatar is decoration.
  const hidden = decorative || !label;

  return (
    <Root
      ref={ref}
      data-state={showImage ? 'image' : 'initials'}
      data-size={typeof size === 'number' ? 'custom' : size}
      data-shape={shape}
      data-color={getAvatarColor(name)}
      role={!showImage && !hidden ? 'img' : undefined}
      aria-label={!showImage && !hidden ? label : undefined}
      aria-hidden={hidden || undefined}
      $px={px}
      {...rest}
    >
      {showImage ? (
        <img
          {...imgProps}
          ref={imageProps.ref}
          src={src ?? undefined}
          alt={hidden ? '' : label}
          width={px}
          height={px}
          onLoad={composeEventHandlers(imgProps?.onLoad, imageProps.onLoad)}
          onError={composeEventHandlers(imgProps?.onError, imageProps.onError)}
        />
      ) : (
        <span aria-hidden="true">{getInitials(name)}</span>
      )}
    </Root>
  );
});
