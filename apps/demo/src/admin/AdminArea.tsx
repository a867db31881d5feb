import { Route, Routes } from 'react-router';
import { adminRoutes, AdminProvider } from '@edupassport/admin-kit';
import { useDemoSession } from '../session/DemoSession';
import { adminTokensFor } from './mockWorld';
import { AdminJobsPage } from './AdminJobsPage';
import { AdminLayout } from './AdminLayout';
import { AdminPlaceholderPage } from './AdminPlaceholderPage';

const BASE = '/admin/dashboard';

/**
 * The admin area of the demo: every route of the admin menu inside the admin layout. On the mock
 * backend the demo's role (the header's switcher, or `?as=admin|member`) decides who is signed in, for
 * the kit (the session, AdminProvider's isAdmin and the admin's tokens) and for the mock server alike, so
 * both an allowed and a denied Delete Job run end to end.
 */
export function AdminArea() {
  const { mocks, role } = useDemoSession();
  const mock = Boolean(mocks);
  // The admin session's tokens, in memory: on the mock backend the admin's; a real host's server hands over its own.
  const tokens = mocks ? adminTokensFor(mocks, role) : undefined;
  // The host's verdict: in the demo, the role switch; a real host passes its own or relies on the edu_admin cookie.
  return (
    <AdminProvider
      isAdmin={mock ? role === 'admin' : undefined}
      accessToken={tokens?.accessToken}
      refreshToken={tokens?.refreshToken}
    >
      <AdminLayout role={mock ? role : null}>
        <Routes>
          {adminRoutes().map((item) => {
            const path = (item.href ?? BASE).slice(BASE.length) || '/';
            const element =
              item.key === 'jobs.all' ? (
                <AdminJobsPage mocks={mocks} mock={mock} />
              ) : (
                <AdminPlaceholderPage item={item} />
              );
            return <Route key={item.key} path={path} element={element} />;
          })}
          <Route path="*" element={<AdminPlaceholderPage />} />
        </Routes>
      </AdminLayout>
    </AdminProvider>
  );
}
