import { Link } from 'react-router';
import { adminMenu, adminMessages, type AdminMenuItem } from '@edupassport/admin-kit';
import { EmptyState, useMessages } from '@edupassport/ui';
import { styled } from 'styled-components';

const Group = styled.p`
  margin: 0;
  color: var(--edu-color-text-muted);
`;

const Title = styled.h1`
  margin-top: 0;
`;

const JobsLink = styled(Link)`
  color: var(--edu-color-primary);
  font-weight: 500;
`;

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
      {group ? <Group>{label(group)}</Group> : null}
      <Title>{label(item)}</Title>
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
          <JobsLink to={jobs}>Open the admin jobs</JobsLink>
        }
      />
    </>
  );
}
