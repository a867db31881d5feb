import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { visuallyHidden } from '@edupassport/ui';
import { tokens } from './theme';

const FactList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${tokens.space['200']} ${tokens.space['400']};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${tokens.font['size-sm']};
`;

const FactItem = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space['200']};
  min-width: 0;
  overflow-wrap: anywhere;
  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${tokens.color['text-muted']};
  }
`;

const FactLabel = styled.span`
  ${visuallyHidden}
`;

export interface Fact {
  /** A stable key. */
  key: string;
  /** A decorative icon; default none. */
  icon?: ReactNode | undefined;
  /** A label read by screen readers before the value (visually hidden), with its separator ("Date: "); default none. */
  label?: string | undefined;
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
            {fact.label ? <FactLabel>{fact.label}</FactLabel> : null}
            {fact.value}
          </span>
        </FactItem>
      ))}
    </FactList>
  );
}
