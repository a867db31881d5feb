import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { SafeHtml, visuallyHidden } from '@edupassport/ui';

/** A section heading for screen readers only, where the page shows its sections without titles. */
export const HiddenHeading = styled.h2`
  ${visuallyHidden}
`;

/** The sentence under a page title. */
export const Lead = styled.p`
  margin: 0 0 var(--edu-space-600);
  color: var(--edu-color-text-muted);
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

function label(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => typeof v !== 'object' || v === null)
      .map(([k, v]) => (text(v) ? `${label(k)}: ${text(v)}` : ''))
      .filter(Boolean)
      .join('; ');
  }
  return String(value);
}

/** Every field of a record as a definition list: the detail pages show all the API returns. HTML fields are sanitized. */
export function FieldList({ record, label: name }: { record: object; label: string }) {
  const rows = Object.entries(record).flatMap(([key, value]) => {
    const shown = text(value);
    return shown ? [{ key, shown, html: typeof value === 'string' && /<[a-z][\s\S]*>/i.test(value) }] : [];
  });
  return (
    <Fields aria-label={name}>
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{label(row.key)}</dt>
          <dd>{row.html ? <SafeHtml html={row.shown} as="div" /> : row.shown}</dd>
        </div>
      ))}
    </Fields>
  );
}
