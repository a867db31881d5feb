import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../theme/theme';

// A module of their own: styled components are never dropped as unused, and most cards use none of these.
const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space['300']};
  min-width: 0;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['200']};
  min-width: 0;
  font-size: ${tokens.font['size-md']};
  line-height: ${tokens.font['line-height']};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space['200']};
  padding-top: ${tokens.space['300']};
  border-top: 1px solid ${tokens.color.border};
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
