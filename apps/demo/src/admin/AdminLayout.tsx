import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { styled } from 'styled-components';
import { AdminSidebarMenu, useAdmin } from '@edupassport/admin-kit';
import { useEdu } from '@edupassport/ui';
import { useBasename } from '../basePath';
import { demoRoles } from '../session/DemoSession';
import type { DemoRole } from './mockWorld';

const Shell = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: var(--edu-space-600);
  align-items: start;
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/*
 * Beside the page the menu stays in view while the page scrolls; above it (one column) it scrolls away with the page,
 * or the whole menu would stick over the jobs and hide the one the keyboard focuses.
 */
const Side = styled.div`
  position: sticky;
  top: var(--edu-space-400);
  @media (max-width: 720px) {
    position: static;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--edu-space-300);
  margin-bottom: var(--edu-space-400);
  padding: var(--edu-space-200) var(--edu-space-300);
  border: 1px solid var(--edu-color-border);
  border-radius: var(--edu-radius-md);
  background: var(--edu-color-surface);
  font-size: var(--edu-font-size-sm);
  p {
    margin: 0;
  }
`;

const RoleSwitch = styled.ul`
  display: flex;
  gap: var(--edu-space-100);
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: var(--edu-space-100) var(--edu-space-300);
    border: 1px solid var(--edu-color-border);
    border-radius: var(--edu-radius-pill);
    color: var(--edu-color-text);
    text-decoration: none;
  }
  a:hover {
    background: var(--edu-color-surface-hover);
  }
  a[aria-current='true'] {
    background: var(--edu-color-primary);
    border-color: var(--edu-color-primary);
    color: var(--edu-color-on-primary);
    font-weight: var(--edu-font-weight-bold);
  }
  a:focus-visible {
    outline: 2px solid var(--edu-color-focus);
    outline-offset: 2px;
  }
`;

// The two roles the admin area is about: the allowed and the refused. The header's switcher has all of them.
const roles = demoRoles.filter((r) => r.role === 'admin' || r.role === 'member');

export interface AdminLayoutProps {
  /** Who the demo signs in on the mock backend; null on a real backend (no switch). */
  role: DemoRole | null;
  children: ReactNode;
}

/** The admin layout: the kit's sidebar menu beside the page, and the demo's role switch above it. */
export function AdminLayout({ role, children }: AdminLayoutProps) {
  const { pathname } = useLocation();
  const basename = useBasename();
  const { session } = useEdu();
  const { isAdmin } = useAdmin();
  const name = session.user?.full_name ?? 'nobody';
  return (
    <Shell>
      <Side>
        {/* The menu's hrefs carry the deployment's base path (EduProvider's routes), so the current path does too. */}
        <AdminSidebarMenu currentPath={basename + pathname} />
      </Side>
      <div>
        {role ? (
          <Bar>
            <p>
              Signed in as <strong>{String(name)}</strong> {isAdmin ? '(admin)' : '(not an admin)'}
            </p>
            {/* `?as=` switches the demo's role (the header's switcher keeps it from then on). */}
            <nav aria-label="View the admin area as">
              <RoleSwitch>
                {roles.map((r) => (
                  <li key={r.role}>
                    <Link to={`${pathname}?as=${r.role}`} aria-current={r.role === role ? 'true' : undefined}>
                      {r.label}
                    </Link>
                  </li>
                ))}
              </RoleSwitch>
            </nav>
          </Bar>
        ) : null}
        {children}
      </div>
    </Shell>
  );
}
