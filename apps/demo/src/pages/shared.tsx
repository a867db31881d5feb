import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { visuallyHidden } from '@edupassport/ui';

/** A section heading for screen readers only, where the page shows its sections without titles. */
export const HiddenHeading = styled.h2`
  ${visuallyHidden}
`;

/**
 * The sentence under a page title. The demo's pages are written in English only: in a right-to-left language the
 * sentence keeps its own direction, so its full stop stays at its end, and says it is English.
 */
export const Lead = styled.p.attrs({ lang: 'en' })`
  margin: 0 0 var(--edu-space-600);
  color: var(--edu-color-text-muted);
  unicode-bidi: plaintext;
`;

export const Back = styled.nav`
  margin-top: var(--edu-space-600);
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--edu-space-400);
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/** Links back to where a visitor goes next: the home page and the feed, plus any given. */
export function BackLinks({ links = [] }: { links?: Array<{ to: string; label: string }> }) {
  return (
    <Back aria-label="Go back">
      <ul>
        {[...links, { to: '/feed', label: 'Back to the feed' }, { to: '/', label: 'Home' }].map((link) => (
          <li key={link.to + link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </Back>
  );
}

/** A plain page: title, what it is, and links back. */
export function SimplePage({
  title,
  children,
  links,
}: {
  title: string;
  children: ReactNode;
  links?: Array<{ to: string; label: string }>;
}) {
  return (
    <>
      <h1>{title}</h1>
      {children}
      <BackLinks links={links} />
    </>
  );
}

/** A note saying a part of the page is not built in this kit. */
export const Note = styled.section`
  margin: var(--edu-space-600) 0;
  padding: var(--edu-space-400);
  border: 1px dashed var(--edu-color-border);
  border-radius: var(--edu-radius-lg);
  background: var(--edu-color-surface);
  h2 {
    margin: 0 0 var(--edu-space-200);
    font-size: var(--edu-font-size-lg);
  }
  p {
    margin: 0;
  }
`;

/** A row of links (a section switcher), without list bullets. */
export const LinkRow = styled.ul`
  display: flex;
  gap: var(--edu-space-400);
  list-style: none;
  padding: 0;
`;

/** A narrow column for one card. */
export const Narrow = styled.div`
  max-width: 480px;
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: var(--edu-space-200) var(--edu-space-400);
  margin: 0;
  & > div {
    display: contents;
  }
  dt {
    font-weight: var(--edu-font-weight-bold);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: var(--edu-space-200);
    }
  }
`;

/** One line of a Facts list; `empty` marks a value that renders nothing (a component given no data). */
export interface Fact {
  label: string;
  value: ReactNode;
  empty?: boolean;
}

/** A record's facts as a definition list of readable labels and values; rows without a value are left out. */
export function Facts({ rows, label }: { rows: Fact[]; label: string }) {
  const shown = rows.filter((row) => !row.empty && row.value !== null && row.value !== undefined && row.value !== '');
  return (
    <Fields aria-label={label}>
      {shown.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </Fields>
  );
}
