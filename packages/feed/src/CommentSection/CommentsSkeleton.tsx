import { styled } from 'styled-components';
import { Skeleton, SkeletonGroup } from '@edupassport/ui';
import { tokens } from '../PostActions/theme';

const SkeletonRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${tokens.space['200']};
`;

/** Two comment-shaped placeholders (avatar and two lines), announced as loading: the comments' loading state. */
export function CommentsSkeleton() {
  return (
    <SkeletonGroup>
      {[0, 1].map((row) => (
        <SkeletonRow key={row}>
          <Skeleton shape="circle" width={32} />
          <Skeleton lines={2} />
        </SkeletonRow>
      ))}
    </SkeletonGroup>
  );
}
