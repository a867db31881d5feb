import { Link } from 'react-router';
import { adminMenu, adminMessages, type AdminMenuItem } from '@edupassport/admin-kit';
import { EmptyState, useMessages } from '@edupassport/ui';

function groupOf(item: AdminMenuItem): AdminMenuItem | undefined {
  return adminMenu.find((entry) => entry.children?.some((child) => child.key === item.key));
}

export interface AdminPlaceholderPageProps {
  /** The menu entry this page is for; none for an address the menu does not hold. */
  item?: AdminMenuItem;
}

/** An admin page the kit does not build: its title, where it sits in the menu, and a plain statement of that. */
export function AdminPlaceholderPage({ item }: AdminPlaceholderPageProps) {
  const m = useMessages('admin', adminMessages) as Record<string, unknown>;
  const label = (entry: AdminMenuItem) =>
    typeof m[`menu.${entry.key}`] === 'string' ? (m[`menu.${entry.key}`] as string) : entry.label;
  const group = item ? groupOf(item) : undefined;
  const jobs = '/admin/dashboard/opportunities/jobs';
  if (!item) {
    return (
      <>
        <h1>Admin page not found</h1>
        <p>
          The admin menu has no page at this address. <Link to={jobs}>Go to the admin jobs</Link>.
        </p>
      </>
    );
  }
  return (
    <>
      {group ? <p style={{ margin: 0, color: 'var(--edu-color-text-muted)' }}>{label(group)}</p> : null}
      <h1 style={{ marginTop: 0 }}>{label(item)}</h1>
      <EmptyState
        headingLevel={2}
        title="Not part of this kit yet"
        description={
          <>
            The kit ships the admin menu, the admin session and Delete Job; the “{label(item)}” page itself belongs to
            the admin app and is not built here. The jobs page shows what works today.
          </>
        }
        action={
          <Link to={jobs} style={{ color: 'var(--edu-color-primary)', fontWeight: 500 }}>
            Open the admin jobs
          </Link>
        }
      />
    </>
  );
}
