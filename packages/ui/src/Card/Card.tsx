import { forwardRef, type HTMLAttributes, type Ref } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../theme/theme';
import { surface } from '../theme/mixins';
import { useComponentProps } from '../theme/useComponentProps';

export type CardElement = 'div' | 'article' | 'section' | 'li';
export type CardPadding = 'none' | 'sm' | 'md' | 'lg';
export type CardElevation = 'none' | 'sm' | 'md' | 'lg';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: `article` for a feed post, `li` inside a list; default `div`. */
  as?: CardElement | undefined;
  /** Inner spacing; default `md`. CardMedia bleeds to the edges whatever the padding. */
  padding?: CardPadding | undefined;
  /** Shadow depth; default `sm`. */
  elevation?: CardElevation | undefined;
  /** Hover and focus styling for a card whose primary link is the way in; default false. */
  interactive?: boolean | undefined;
}

const paddings = { none: '0', sm: '300', md: '400', lg: '600' } as const;

const Root = styled.div`
  /* Read by CardMedia to bleed through the padding. */
  --edu-card-pad: 0;
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['300']};
  min-width: 0;
  padding: var(--edu-card-pad);
  ${surface}
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  list-style: none;
  transition:
    box-shadow ${tokens.motion.normal} ${tokens.motion.easing},
    border-color ${tokens.motion.normal} ${tokens.motion.easing};

  ${Object.entries(paddings)
      .map(([name, token]) => `&[data-padding='${name}'] { --edu-card-pad: ${tokens.space[token]}; }`)
      .join('\n')}

  &[data-elevation='none'] { box-shadow: none; }
  &[data-elevation='sm'] { box-shadow: ${tokens.shadow.sm}; }
  &[data-elevation='md'] { box-shadow: ${tokens.shadow.md}; }
  &[data-elevation='lg'] { box-shadow: ${tokens.shadow.lg}; }

  &[data-interactive] {
    &:hover {
      border-color: ${tokens.color['border-strong']};
      box-shadow: ${tokens.shadow.md};
    }
    /* The card lights up with its link, so keyboard users see which card they are in. */
    &:has(a:focus-visible) {
      border-color: ${tokens.color.focus};
      box-shadow: ${tokens.shadow.focus};
      /* Forced colours drop the glow and recolour the border: the highlight colour marks the card instead. */
      @media (forced-colors: active) {
        border-color: Highlight;
      }
    }
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  }
`;

/**
 * The surface every card of the kit sits on. Compose with CardMedia, CardHeader, CardBody and
 * CardFooter. State shows as `data-padding`, `data-elevation` and `data-interactive`.
 */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(props, ref) {
  const { as = 'div', padding = 'md', elevation = 'sm', interactive = false, ...rest } = useComponentProps('Card', props);
  return (
    <Root
      ref={ref as Ref<HTMLDivElement>}
      as={as}
      data-padding={padding}
      data-elevation={elevation}
      data-interactive={interactive ? '' : undefined}
      {...rest}
    />
  );
});
