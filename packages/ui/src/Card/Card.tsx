import { forwardRef, type HTMLAttributes, type Ref } from 'react';
import { styled } from 'styled-components';
import { t } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';

export type CardElement = 'div' | 'article' | 'section' | 'li';
export type CardPadding = 'none' | 'sm' | 'md' | 'lg';
export type CardElevation = 'none' | 'sm' | 'md' | 'lg';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: `article` for a feed post, `li` inside a list; default `div`. */
  as?: CardElement;
  /** Inner spacing; default `md`. CardMedia bleeds to the edges whatever the padding. */
  padding?: CardPadding;
  /** Shadow depth; default `sm`. */
  elevation?: CardElevation;
  /** Hover and focus styling for a card whose primary link is the way in; default false. */
  interactive?: boolean;
}

const paddings = { none: '0', sm: '300', md: '400', lg: '600' } as const;

const Root = styled.div`
  /* Read by CardMedia to bleed through the padding. */
  --edu-card-pad: 0;
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${(p) => t(p).space['300']};
  min-width: 0;
  padding: var(--edu-card-pad);
  background: ${(p) => t(p).color.surface};
  color: ${(p) => t(p).color.text};
  border: 1px solid ${(p) => t(p).color.border};
  border-radius: ${(p) => t(p).radius.lg};
  font-family: ${(p) => t(p).font.body};
  list-style: none;
  transition:
    box-shadow ${(p) => t(p).motion.normal} ${(p) => t(p).motion.easing},
    border-color ${(p) => t(p).motion.normal} ${(p) => t(p).motion.easing};

  ${(p) =>
    Object.entries(paddings)
      .map(([name, token]) => `&[data-padding='${name}'] { --edu-card-pad: ${t(p).space[token]}; }`)
      .join('\n')}

  &[data-elevation='none'] { box-shadow: none; }
  &[data-elevation='sm'] { box-shadow: ${(p) => t(p).shadow.sm}; }
  &[data-elevation='md'] { box-shadow: ${(p) => t(p).shadow.md}; }
  &[data-elevation='lg'] { box-shadow: ${(p) => t(p).shadow.lg}; }

  &[data-interactive] {
    &:hover {
      border-color: ${(p) => t(p).color['border-strong']};
      box-shadow: ${(p) => t(p).shadow.md};
    }
    /* The card lights up with its link, so keyboard users see which card they are in. */
    &:has(a:focus-visible) {
      border-color: ${(p) => t(p).color.focus};
      box-shadow: ${(p) => t(p).shadow.focus};
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

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => t(p).space['300']};
  min-width: 0;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => t(p).space['200']};
  min-width: 0;
  font-size: ${(p) => t(p).font['size-md']};
  line-height: ${(p) => t(p).font['line-height']};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => t(p).space['200']};
  padding-top: ${(p) => t(p).space['300']};
  border-top: 1px solid ${(p) => t(p).color.border};
`;

const Media = styled.div`
  /* Full bleed: the media reaches the card's edges through its padding. */
  margin-inline: calc(-1 * var(--edu-card-pad));
  overflow: hidden;
  &:first-child {
    margin-top: calc(-1 * var(--edu-card-pad));
    border-start-start-radius: inherit;
    border-start-end-radius: inherit;
  }
  &:last-child {
    margin-bottom: calc(-1 * var(--edu-card-pad));
    border-end-start-radius: inherit;
    border-end-end-radius: inherit;
  }
  & > img,
  & > video {
    display: block;
    width: 100%;
  }
`;

export type CardSectionProps = HTMLAttributes<HTMLDivElement>;

/** The card's top row: avatar, title, meta and actions side by side. */
export const CardHeader = forwardRef<HTMLDivElement, CardSectionProps>(function CardHeader(props, ref) {
  return <Header ref={ref} data-part="header" {...props} />;
});

/** The card's main content. */
export const CardBody = forwardRef<HTMLDivElement, CardSectionProps>(function CardBody(props, ref) {
  return <Body ref={ref} data-part="body" {...props} />;
});

/** The card's action row, set off by a rule. */
export const CardFooter = forwardRef<HTMLDivElement, CardSectionProps>(function CardFooter(props, ref) {
  return <Footer ref={ref} data-part="footer" {...props} />;
});

/** A cover image or video that bleeds to the card's edges (first or last child) whatever its padding. */
export const CardMedia = forwardRef<HTMLDivElement, CardSectionProps>(function CardMedia(props, ref) {
  return <Media ref={ref} data-part="media" {...props} />;
});
