import { styled } from 'styled-components';
import { t } from './theme';

/** The card's heading: the title link of a job, event or deal. */
export const CardTitle = styled.h3`
  margin: 0;
  font-family: ${(p) => t(p).font.heading};
  font-size: ${(p) => t(p).font['size-lg']};
  font-weight: ${(p) => t(p).font['weight-bold']};
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
  color: ${(p) => t(p).color['text-muted']};
  font-size: ${(p) => t(p).font['size-sm']};
  overflow-wrap: anywhere;
`;

/** The header's text column: title and subtitle stacked, taking the free width. */
export const HeadingBlock = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${(p) => t(p).space['100']};
  min-width: 0;
`;

/** A wrapping row of badges. */
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => t(p).space['200']};
`;

/** The footer's end: icon actions kept together on one line, pushed to the end. */
export const EndActions = styled.span`
  display: inline-flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${(p) => t(p).space['100']};
  margin-inline-start: auto;
`;
