import { styled } from 'styled-components';
import { heading, type HeadingLevel } from '@edupassport/ui';
import { tokens } from './theme';

/** The prop every card (and every list, for its cards) takes to fit its title into the page's outline. */
export interface CardHeadingProps {
  /** The heading level of the card's title: 2 when the cards sit right under the page's h1; default 3. */
  headingLevel?: HeadingLevel | undefined;
}

/** The card's heading: the title link of a job, event or deal; rendered as the card's level with `as`. */
export const CardTitle = styled.h3`
  ${heading}
  line-height: 1.3;
  overflow-wrap: anywhere;
  & a {
    color: inherit;
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
`;

/** A muted line under the title (company name, category). */
export const CardSubtitle = styled.p`
  margin: 0;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
  overflow-wrap: anywhere;
`;

/** The header's text column: title and subtitle stacked, taking the free width. */
export const HeadingBlock = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${tokens.space['100']};
  min-width: 0;
`;

/** A wrapping row of badges. */
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['200']};
`;

/** The footer's end: icon actions kept together on one line, pushed to the end. */
export const EndActions = styled.span`
  display: inline-flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${tokens.space['100']};
  margin-inline-start: auto;
  /* A heart settling its click (the save, then reading the server's state) looks unavailable, yet keeps its focus. */
  & [aria-busy='true'] {
    opacity: 0.55;
  }
`;
