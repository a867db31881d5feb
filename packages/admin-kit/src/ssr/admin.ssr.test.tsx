// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { EduProvider } from '@edupassport/ui';
import { AdminDeleteJobButton } from '../AdminDeleteJobButton';
import { AdminProvider, useAdmin } from '../AdminProvider';
import { AdminSidebarMenu } from '../AdminSidebarMenu';

function AdminFlag() {
  return <p data-admin={String(useAdmin().isAdmin)} />;
}

describe('server rendering of the admin kit', () => {
  it('renders the sidebar menu with the current route and its group open', () => {
    const html = renderToString(
      <EduProvider>
        <AdminSidebarMenu currentPath="/admin/dashboard/opportunities/requests-jobs" />
      </EduProvider>,
    );
    expect(html).toMatch(/<nav[^>]*aria-labelledby="([^"]+)"[^>]*>.*<span[^>]*id="\1"[^>]*>Admin<\/span>/s);
    expect(html).toMatch(/<a[^>]*href="\/admin\/dashboard\/opportunities\/requests-jobs"[^>]*aria-current="page"/);
    expect(html).toMatch(/data-key="jobs"[^>]*aria-expanded="true"/);
    expect(html).toMatch(/data-key="events"[^>]*aria-expanded="false"/);
    expect(html).toContain('Opportunity Request Management');
    expect(html).toContain('Nothing here yet');
  });

  it('renders the icon-only menu, with no current route when the path is unknown on the server', () => {
    const html = renderToString(
      <EduProvider routes={{ adminDashboard: () => '/backoffice' }}>
        <AdminSidebarMenu defaultCollapsed />
      </EduProvider>,
    );
    expect(html).toContain('data-collapsed=""');
    expect(html).toContain('aria-label="Expand menu"');
    expect(html).toContain('href="/backoffice/survey"');
    expect(html).not.toContain('aria-current');
  });

  it('renders the Delete Job button with its accessible name and no dialog', () => {
    const html = renderToString(
      <EduProvider
        client={createApiClient({ baseUrl: 'https://api.example.com' })}
        session={{ user: { id: 300 }, isAdmin: true }}
      >
        <AdminDeleteJobButton jobId={2000} jobTitle="Head of Science" />
      </EduProvider>,
    );
    expect(html).toContain('aria-label="Delete Job: Head of Science"');
    expect(html).toContain('Delete Job');
    expect(html).not.toContain('alertdialog');
  });

  it('reads the admin flag from the cookies prop on the server, and from the session without one', () => {
    const session = { user: { id: 1 }, isAdmin: false };
    const withCookie = renderToString(
      <EduProvider session={session}>
        <AdminProvider cookies="theme=dark; edu_admin=1">
          <AdminFlag />
        </AdminProvider>
      </EduProvider>,
    );
    expect(withCookie).toContain('data-admin="true"');
    const withoutCookie = renderToString(
      <EduProvider session={session}>
        <AdminProvider>
          <AdminFlag />
        </AdminProvider>
      </EduProvider>,
    );
    expect(withoutCookie).toContain('data-admin="false"');
  });
});
