import { memo, useMemo } from 'react';
import { Link, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router';
import { createGlobalStyle, styled } from 'styled-components';
import { createApiClient } from '@edupassport/api-client';
import { cloudinaryUploadUrl, createUploader } from '@edupassport/api-client/upload';
import { EduHydrationBoundary, EduProvider, type EduHydrationBoundaryProps, type EduProviderProps } from '@edupassport/ui';
import { stripBase, useBasename, useRoutesUnderBase } from './basePath';
import type { MockModule } from './admin/mockWorld';
import { LoginPage, loginPath } from './pages/LoginPage';
import { lazyPage, pageLoaders } from './pageLoaders';
import { PageArea, PageLoading } from './PageLoading';
import { usePageTitle } from './pageTitle';
import { ADMIN_PATH, routeGroups } from './routes';
import { DemoSessionProvider, useDemoBooting, useDemoSession } from './session/DemoSession';
import { RoleSwitcher } from './session/RoleSwitcher';
import { DemoKitLink } from './session/DemoKitLink';
import { DocumentLanguage, LanguageSwitch, useDemoLanguage } from './language/DemoLanguage';
import { DemoTextContext, demoTexts } from './language/demoText';

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
  @media (max-width: 720px) {
    padding: var(--edu-space-300);
    gap: var(--edu-space-200);
  }
`;

const Brand = styled(NavLink)`
  font-weight: var(--edu-font-weight-bold);
  font-size: var(--edu-font-size-lg);
  color: var(--edu-color-primary);
  text-decoration: none;
`;

const Nav = styled.nav`
  flex: 1 1 auto;
  min-width: 0;
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
  /*
   * Small screens: a row of its own, wrapped. A row that scrolled sideways hid the links past the edge with no sign
   * that there were more; wrapped, every link shows. Each link keeps its words on one line.
   */
  @media (max-width: 720px) {
    order: 3;
    flex-basis: 100%;
    a {
      white-space: nowrap;
    }
  }
`;

/** The first stop of the Tab key: past the header's links and switches to the page (WCAG 2.4.1). */
const SkipLink = styled.a`
  position: absolute;
  left: var(--edu-space-300);
  top: var(--edu-space-300);
  z-index: 1000;
  padding: var(--edu-space-200) var(--edu-space-300);
  background: var(--edu-color-surface);
  color: var(--edu-color-primary);
  border: 2px solid currentColor;
  border-radius: var(--edu-radius-md);
  &:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    overflow: hidden;
    white-space: nowrap;
    padding: 0;
    border: 0;
  }
`;

const Main = styled.main`
  &:focus {
    outline: none;
  }
  max-width: 960px;
  margin: 0 auto;
  padding: var(--edu-space-600);
  @media (max-width: 720px) {
    padding: var(--edu-space-400) var(--edu-space-300);
  }
  /* The admin area sets a sidebar beside the page. */
  &[data-wide] {
    max-width: 1280px;
  }
`;

const HomePage = lazyPage(pageLoaders.home, (m) => m.HomePage);
const FeedPage = lazyPage(pageLoaders.feed, (m) => m.FeedPage);
const PostPage = lazyPage(pageLoaders.post, (m) => m.PostPage);
const JobsPage = lazyPage(pageLoaders.opportunities, (m) => m.JobsPage);
const EventsPage = lazyPage(pageLoaders.opportunities, (m) => m.EventsPage);
const DealsPage = lazyPage(pageLoaders.opportunities, (m) => m.DealsPage);
const DetailPage = lazyPage(pageLoaders.opportunities, (m) => m.DetailPage);
const DashboardJobsPage = lazyPage(pageLoaders.dashboard, (m) => m.DashboardJobsPage);
const EditJobPage = lazyPage(pageLoaders.dashboard, (m) => m.EditJobPage);
const CandidatesPage = lazyPage(pageLoaders.dashboard, (m) => m.CandidatesPage);
const EditEventPage = lazyPage(pageLoaders.dashboard, (m) => m.EditEventPage);
const EducatorPage = lazyPage(pageLoaders.educator, (m) => m.EducatorPage);
const BusinessPage = lazyPage(pageLoaders.business, (m) => m.BusinessPage);
const EndorsementPage = lazyPage(pageLoaders.endorsement, (m) => m.EndorsementPage);
const ExternalJobsPage = lazyPage(pageLoaders.info, (m) => m.ExternalJobsPage);
const InboxPage = lazyPage(pageLoaders.info, (m) => m.InboxPage);
const ComingSoonPage = lazyPage(pageLoaders.info, (m) => m.ComingSoonPage);
const PoliciesPage = lazyPage(pageLoaders.info, (m) => m.PoliciesPage);
const MediaApprovalPage = lazyPage(pageLoaders.info, (m) => m.MediaApprovalPage);
const AdminArea = lazyPage(pageLoaders.admin, (m) => m.AdminArea);
const NotFoundPage = lazyPage(pageLoaders.notFound, (m) => m.NotFoundPage);

export interface AppProps {
  /** The API origin; '' for the built-in mock backend on the same origin. */
  apiUrl: string;
  /** The mock backend's module when the demo runs on it (the role switcher drives it); none on a real backend. */
  mocks?: MockModule;
  /** The mock backend is still starting: the header shows (its role switch disabled) and the page waits; default false. */
  booting?: boolean;
  /** The page's Content Security Policy nonce, for the style elements the kit inserts; default none. */
  nonce?: string;
  /** The kit's query cache; default one of EduProvider's own. */
  queryClient?: EduProviderProps['queryClient'];
  /** The data a prerendered page holds (its dehydrated cache), put in the cache before anything reads it. */
  dehydratedState?: EduHydrationBoundaryProps['state'];
  /** The page was prerendered (for the default role): hydrate as the build rendered it, then apply the visitor's role. */
  prerendered?: boolean;
}

/** The zone the demo writes dates in, on the build machine and in the browser alike. */
export const DEMO_TIME_ZONE = 'UTC';

// In a rule, not in index.html: a strict policy blocks an inline <style> without the nonce.
const PageStyle = createGlobalStyle`
  body {
    margin: 0;
  }
`;

/** The demo: the role switch around the shell. */
export function App({ apiUrl, mocks, booting = false, prerendered = false, ...shell }: AppProps) {
  return (
    // Remounted when the mock backend's module arrives, so the session starts from the stored role with the store
    // at hand. A prerendered page has the module from the start: the backend takes over without a remount.
    <DemoSessionProvider key={mocks ? 'mocks' : 'none'} mocks={mocks} booting={booting} prerendered={prerendered}>
      <AppShell apiUrl={apiUrl} waiting={booting && !mocks} prerendered={prerendered} {...shell} />
    </DemoSessionProvider>
  );
}

type AppShellProps = Pick<AppProps, 'apiUrl' | 'nonce' | 'queryClient' | 'dehydratedState' | 'prerendered'> & {
  /** The page waits for the mock backend's module (a page that was not prerendered). */
  waiting: boolean;
};

// Memoized: the backend's start re-renders the tree from its root, and a prerendered page must not render again
// for it (the header's controls follow it through their own context).
const AppShell = memo(function AppShell({ apiUrl, waiting, nonce, queryClient, dehydratedState, prerendered = false }: AppShellProps) {
  const [language, setLanguage] = useDemoLanguage(prerendered, useDemoBooting());
  const text = demoTexts[language];
  const client = useMemo(() => createApiClient({ baseUrl: apiUrl }), [apiUrl]);
  const { session, version, mocks } = useDemoSession();
  const mainRef = usePageTitle();
  // On the mock backend, chats go through the in-memory transport (the socket.io protocol against a fake server).
  const chat = useMemo(() => mocks?.createInMemoryChatTransport(), [mocks]);
  // ...and uploads go to the mock media host (its handler answers any Cloudinary-style /auto/upload).
  const uploader = useMemo(
    () => (mocks ? createUploader({ url: cloudinaryUploadUrl('edu-demo'), uploadPreset: 'edu-demo' }) : undefined),
    [mocks],
  );
  // ...and the kit's clock is the mock store's, so "now" agrees with the seed data (dated around FIXTURE_NOW) on
  // any calendar day: a poll created now stays open for its length, relative times read as seeded.
  const clock = useMemo(() => (mocks ? { now: () => mocks.mockStore.time() } : undefined), [mocks]);
  const routerNavigate = useNavigate();
  const { pathname, search } = useLocation();
  const basename = useBasename();
  const routes = useRoutesUnderBase(basename);
  // The kit navigates through the app's router; new tabs and absolute URLs go to the browser.
  const navigate = useMemo(
    () => (url: string, options?: { newTab?: boolean; replace?: boolean }) => {
      if (options?.newTab) window.open(url, '_blank', 'noopener,noreferrer');
      else if (/^https?:\/\//.test(url)) window.location.assign(url);
      else routerNavigate(stripBase(url, basename), { replace: options?.replace });
    },
    [routerNavigate, basename],
  );
  const here = pathname + search;
  // An anonymous visitor's action goes to /login, which brings them back here once signed in.
  const requireLogin = useMemo(
    () => () => routerNavigate(loginPath(here), { state: { from: here } }),
    [routerNavigate, here],
  );
  return (
    // The demo is all kit: its page background and color-scheme follow the theme too.
    // One time zone on the build machine and in every browser, so a prerendered date reads the same after hydration.
    <EduProvider global client={client} session={session} navigate={navigate} requireLogin={requireLogin} routes={routes} chat={chat} uploader={uploader} clock={clock} nonce={nonce} queryClient={queryClient} timeZone={DEMO_TIME_ZONE} locale={language === 'en' ? undefined : language} persistWrites>
      <EduHydrationBoundary state={dehydratedState}>
      <PageStyle />
      <DocumentLanguage />
      <DemoKitLink />
      <DemoTextContext.Provider value={text}>
      <Shell>
        <SkipLink href="#main">{text.skipToContent}</SkipLink>
        <Header>
          <Brand to="/">EDU Passport</Brand>
          <Nav aria-label={text.mainNav}>
            <ul>
              {routeGroups.map((group) => (
                <li key={group.path}>
                  {group.area ? (
                    // Current on every page of its area, not only on the page it opens.
                    <Link to={group.path} aria-current={pathname.startsWith(group.area) ? 'page' : undefined}>
                      {text.nav[group.key]}
                    </Link>
                  ) : (
                    <NavLink to={group.path}>{text.nav[group.key]}</NavLink>
                  )}
                </li>
              ))}
            </ul>
          </Nav>
          <LanguageSwitch locale={language} onLocaleChange={setLanguage} />
          <RoleSwitcher />
        </Header>
        {/* A role change or a reset remounts the page, so everything loads again as the new caller. */}
        <Main key={version} id="main" tabIndex={-1} ref={mainRef} data-wide={pathname.startsWith(ADMIN_PATH) ? '' : undefined}>
          {waiting ? (
            <PageLoading />
          ) : (
            <PageArea>
              <Routes>
                <Route path="/" element={<HomePage />} />
                <Route path="/feed" element={<FeedPage />} />
                <Route path="/feed/:id" element={<PostPage />} />
                <Route path="/jobs" element={<JobsPage />} />
                <Route path="/events" element={<EventsPage />} />
                <Route path="/deals" element={<DealsPage />} />
                <Route path="/details/job/:id" element={<DetailPage kind="job" />} />
                <Route path="/details/event/:id" element={<DetailPage kind="event" />} />
                <Route path="/details/deal/:id" element={<DetailPage kind="deal" />} />
                <Route path="/dashboard/jobs" element={<DashboardJobsPage />} />
                <Route path="/dashboard/jobs/editJob" element={<EditJobPage />} />
                <Route path="/dashboard/jobs/myjobs/mycandidates" element={<CandidatesPage />} />
                <Route path="/dashboard/events/editEvent" element={<EditEventPage />} />
                <Route path="/profiles/educator" element={<EducatorPage />} />
                <Route path="/profiles/business" element={<BusinessPage />} />
                <Route path="/endorsement/:id/respond" element={<EndorsementPage />} />
                <Route path="/external-jobs" element={<ExternalJobsPage />} />
                <Route path="/inbox" element={<InboxPage />} />
                <Route path="/login" element={<LoginPage />} />
                <Route path="/coming-soon" element={<ComingSoonPage />} />
                <Route path="/policies" element={<PoliciesPage />} />
                <Route path="/policies/media-approval" element={<MediaApprovalPage />} />
                <Route path={`${ADMIN_PATH}/*`} element={<AdminArea />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </PageArea>
          )}
        </Main>
      </Shell>
      </DemoTextContext.Provider>
      </EduHydrationBoundary>
    </EduProvider>
  );
});
