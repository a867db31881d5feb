import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { visuallyHidden } from '@edupassport/ui';
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

const FactList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${(p) => t(p).space['200']} ${(p) => t(p).space['400']};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => t(p).font['size-sm']};
`;

const FactItem = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => t(p).space['200']};
  min-width: 0;
  overflow-wrap: anywhere;
  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${(p) => t(p).color['text-muted']};
  }
`;

const FactLabel = styled.span`
  ${visuallyHidden}
`;

export interface Fact {
  /** A stable key. */
  key: string;
  /** A decorative icon; default none. */
  icon?: ReactNode;
  /** A label read by screen readers before the value (visually hidden); default none. */
  label?: string;
  /** The value; facts with an empty value are left out. */
  value: ReactNode;
}

/** The card's facts (date, venue, salary…) as a list, each with an icon and a hidden label. */
export function Facts({ items }: { items: Fact[] }) {
  const shown = items.filter((f) => f.value !== null && f.value !== undefined && f.value !== '' && f.value !== false);
  if (shown.length === 0) return null;
  return (
    <FactList data-part="facts">
      {shown.map((fact) => (
        <FactItem key={fact.key} data-fact={fact.key}>
          {fact.icon}
          <span>
            {fact.label ? <FactLabel>{fact.label}: </FactLabel> : null}
            {fact.value}
          </span>
        </FactItem>
      ))}
    </FactList>
  );
}

/** The footer's end: icon actions kept together on one line, pushed to the end. */
export const EndActions = styled.span`
  display: inline-flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${(p) => t(p).space['100']};
  margin-inline-start: auto;
`;

/** A responsive grid of cards (a list: each card is a list item). */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${(p) => t(p).space['400']};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    min-width: 0;
  }
  & > li > * {
    flex: 1 1 auto;
  }
`;
