import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { EduTheme } from '../theme/theme';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';

/** Status tones, then the job freshness tones of the spec (New, Fresh, 1 Week, 1 Month, Expiring Soon). */
export type BadgeVariant =
  | 'neutral'
  | 'primary'
  | 'success'
  | 'warning'
  | 'danger'
  | 'info'
  | 'new'
  | 'fresh'
  | 'week'
  | 'month'
  | 'expiring';
export type BadgeSize = 'sm' | 'md';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour tone; default `neutral`. The label carries the meaning, never the colour alone. */
  variant?: BadgeVariant | undefined;
  /** Height and text size; default `md`. */
  size?: BadgeSize | undefined;
  /** A leading icon (decorative); default none. */
  icon?: ReactNode | undefined;
  /** Shows a small leading dot; default false. */
  dot?: boolean | undefined;
}

type ColorKey = keyof EduTheme['color'];

/**
 * The solid background of each tone. Every one is dark in the light theme and light in the dark
 * theme, so `text-inverse` on it passes AA in both.
 */
const solidTones: Record<Exclude<BadgeVariant, 'neutral'>, ColorKey> = {
  primary: 'primary',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  info: 'info',
  new: 'badge-new',
  fresh: 'badge-fresh',
  week: 'badge-week',
  month: 'badge-month',
  expiring: 'badge-expiring',
};

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space['100']};
  max-width: 100%;
  border-radius: ${tokens.radius.pill};
  border: 1px solid transparent;
  font-family: ${tokens.font.body};
  font-weight: ${tokens.font['weight-medium']};
  line-height: 1.25;
  white-space: nowrap;
  vertical-align: middle;

  &[data-size='sm'] {
    padding: 0 ${tokens.space['200']};
    min-height: 20px;
    font-size: ${tokens.font['size-xs']};
  }
  &[data-size='md'] {
    padding: ${tokens.space['25']} ${tokens.space['300']};
    min-height: 24px;
    font-size: ${tokens.font['size-sm']};
  }

  &[data-variant='neutral'] {
    background: ${tokens.color['surface-muted']};
    color: ${tokens.color.text};
    border-color: ${tokens.color.border};
  }
  ${Object.entries(solidTones)
      .map(([variant, key]) => `&[data-variant='${variant}'] { background: ${tokens.color[key]}; color: ${tokens.color['text-inverse']}; }`)
      .join('\n')}

  & > svg {
    flex-shrink: 0;
    width: 1em;
    height: 1em;
  }
`;

const Dot = styled.span`
  flex-shrink: 0;
  width: 0.5em;
  height: 0.5em;
  border-radius: 50%;
  background: currentColor;
`;

const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** A small label: a status, a category or a job's freshness. State shows as `data-variant` and `data-size`. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(props, ref) {
  const { variant = 'neutral', size = 'md', icon, dot = false, children, ...rest } = useComponentProps('Badge', props);
  return (
    <Root ref={ref} data-variant={variant} data-size={size} {...rest}>
      {dot ? <Dot aria-hidden="true" data-part="dot" /> : null}
      {icon}
      <Label data-part="label">{children}</Label>
    </Root>
  );
});
