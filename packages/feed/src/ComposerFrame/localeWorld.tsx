// Shared by the feed's unit tests only; no entry exports it.
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { createApiClient } from '@edupassport/api-client';
import { mockControls, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { must } from '../PostActions/storyHelpers';

/**
 * Renders `ui` for a seeded post with exactly one comment (its toggle reads a singular), as the member under `locale`,
 * on the mock backend as a real server answers. Suspense waits for the locale's catalog to download.
 */
export function renderForOneCommentPost(locale: string, ui: (postId: number) => ReactElement) {
  mockControls.realistic(true);
  mockSession.set('member');
  const user = { ...must(mockSession.current(), 'the member') };
  const post = must(
    mockStore.posts.find((p) => p.comments === 1),
    'a post with one comment',
  );
  render(
    <EduProvider locale={locale} client={createApiClient({ baseUrl: 'http://api.test' })} session={{ user, isAdmin: false }} queryClient={createTestQueryClient()}>
      <Suspense fallback={null}>{ui(post.id)}</Suspense>
    </EduProvider>,
  );
}
