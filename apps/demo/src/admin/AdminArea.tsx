import { useEffect, useMemo } from 'react';
import { Route, Routes, useSearchParams } from 'react-router';
import { adminRoutes, AdminProvider } from '@edupassport/admin-kit';
import { EduContextProvider } from '@edupassport/ui';
import { AdminJobsPage } from './AdminJobsPage';
import { AdminLayout } from './AdminLayout';
import { AdminPlaceholderPage } from './AdminPlaceholderPage';
import { mockSessionFor, roleFromQuery, useMockModule, type MockModule } from './mockWorld';

const BASE = '/admin/dashboard';

export interface AdminAreaProps {
  /** Whether the demo runs on its in-browser mock backend (the role switch needs it). */
  mock: boolean;
  /** The mock backend's module when the caller has it already (tests); default loaded on demand. */
  mocks?: MockModule;
}

/**
 * The admin area of the demo: every route of the admin menu inside the admin layout. On the mock
 * backend the `?as=admin|member` switch picks who is signed in, for the kit (EduProvider session and
 * AdminProvider's isAdmin) and for the mock server alike, so both an allowed and a denied Delete Job
 * run end to end.
 */
export function AdminArea({ mock, mocks: preloaded }: AdminAreaProps) {
  const [search] = useSearchParams();
  const role = roleFromQuery(search);
  const mocks = useMockModule(mock, preloaded);
  const session = useMemo(() => (mocks ? mockSessionFor(mocks, role) : undefined), [mocks, role]);

  // The mock server checks the role, as a real one checks the token; the rest of the demo gets its role back on leaving.
  useEffect(() => {
    if (!mocks) return;
    const before = mocks.mockSession.role();
    mocks.mockSession.set(role);
    return () => mocks.mockSession.set(before);
  }, [mocks, role]);

  return (
    <EduContextProvider session={session}>
      {/* The host's verdict: in the demo, the role switch; a real host passes its own or relies on the edu_admin cookie. */}
      <AdminProvider isAdmin={mock ? role === 'admin' : undefined}>
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
    </EduContextProvider>
  );
}
