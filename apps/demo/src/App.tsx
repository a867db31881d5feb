import { useMemo } from 'react';
import { NavLink, Route, Routes, useLocation, useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { createApiClient } from '@edupassport/api-client';
import { EduProvider, type EduSession } from '@edupassport/ui';
import { AdminArea } from './admin/AdminArea';
import { ADMIN_PATH, routeGroups } from './routes';
import { FeedPreviewPage } from './pages/FeedPreviewPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PlannedPage } from './pages/PlannedPage';

const Shell = styled.div`
  min-height: 100vh;
  background: var(--edu-color-background);
  color: var(--edu-color-text);
  font-family: var(--edu-font-body);
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--edu-space-400);
  padding: var(--edu-space-300) var(--edu-space-600);
  background: var(--edu-color-surface);
  border-bottom: 1px solid var(--edu-color-border);
`;

const Brand = styled(NavLink)`
  font-weight: var(--edu-font-weight-bold);
  font-size: var(--edu-font-size-lg);
  color: var(--edu-color-primary);
  text-decoration: none;
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--edu-space-100);
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: var(--edu-space-200) var(--edu-space-300);
    border-radius: var(--edu-radius-md);
    color: var(--edu-color-text);
    text-decoration: none;
  }
  a:hover {
    background: var(--edu-color-surface-hover);
  }
  a[aria-current='page'] {
    background: var(--edu-color-primary);
    color: var(--edu-color-on-primary);
  }
  a:focus-visible {
    outline: 2px solid var(--edu-color-focus);
    outline-offset: 2px;
  }
`;

const Main = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: var(--edu-space-600);
  /* The admin area sets a sidebar beside the page. */
  &[data-wide] {
    max-width: 1280px;
  }
`;

export interface AppProps {
  /** The API origin; '' for the built-in mock backend on the same origin. */
  apiUrl: string;
  /** Who is signed in; the mock backend's session by default. */
  session?: EduSession;
}

/** The demo shell: header, navigation to every route group, and the pages. */
export function App({ apiUrl, session }: AppProps) {
  const client = useMemo(() => createApiClient({ baseUrl: apiUrl }), [apiUrl]);
  const routerNavigate = useNavigate();
  const { pathname } = useLocation();
  // The kit navigates through the app's router; new tabs and absolute URLs go to the browser.
  const navigate = useMemo(
    () => (url: string, options?: { newTab?: boolean; replace?: boolean }) => {
      if (options?.newTab) window.open(url, '_blank', 'noopener,noreferrer');
      else if (/^https?:\/\//.test(url)) window.location.assign(url);
      else routerNavigate(url, { replace: options?.replace });
    },
    [routerNavigate],
  );
  return (
    <EduProvider client={client} session={session} navigate={navigate}>
      <Shell>
        <Header>
          <Brand to="/">EDU Passport</Brand>
          <Nav aria-label="Main">
            <ul>
              {routeGroups.map((group) => (
                <li key={group.path}>
                  <NavLink to={group.path}>{group.label}</NavLink>
                </li>
              ))}
            </ul>
          </Nav>
        </Header>
        <Main data-wide={pathname.startsWith(ADMIN_PATH) ? '' : undefined}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/feed" element={<FeedPreviewPage client={client} />} />
            <Route path={`${ADMIN_PATH}/*`} element={<AdminArea mock={!apiUrl} />} />
            {routeGroups
              .filter((group) => group.path !== '/feed' && group.path !== ADMIN_PATH)
              .map((group) => (
                <Route key={group.path} path={`${group.path}/*`} element={<PlannedPage group={group} />} />
              ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Main>
      </Shell>
    </EduProvider>
  );
}
