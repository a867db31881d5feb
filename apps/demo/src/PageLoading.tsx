import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary, ErrorState, Skeleton, SkeletonGroup } from '@edupassport/ui';
import { retryFailedPages } from './pageLoaders';

/** What the main area says when a page's code could not be downloaded (offline, or a deploy removed the old file). */
export const PAGE_FAILED = 'This page could not be loaded. Check your connection.';

/**
 * What the main area shows while the mock backend starts or a page's code downloads: a title-and-lines
 * skeleton in the page's place, announced once as loading.
 */
export function PageLoading() {
  return (
    <SkeletonGroup label="Loading the page">
      <Skeleton shape="text" width="40%" height="2.25rem" />
      <Skeleton shape="text" width="70%" />
      <Skeleton shape="rect" height="12rem" />
      <Skeleton shape="rect" height="12rem" />
    </SkeletonGroup>
  );
}

/**
 * The page's place in the shell: the skeleton while its code downloads, and when that fails (or the page throws)
 * a message with Try again instead of a blank app; the header and its navigation stay. Going to another page
 * clears the message.
 */
export function PageArea({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onReset={retryFailedPages}
      fallback={({ reset }) => <ErrorState title={PAGE_FAILED} onRetry={reset} data-part="page-failed" />}
    >
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
