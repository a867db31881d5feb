import { Skeleton, SkeletonGroup } from '@edupassport/ui';

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
