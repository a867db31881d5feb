// Shared by the feed hooks' unit tests only; no entry exports it.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { FIXTURE_NOW, mockSession } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { must } from '../PostActions/storyHelpers';
import { memoryStorage } from './composerTestUtils';

/** The member signed in against the mock backend, with a fresh query client, a spied toast and the fixtures' clock. */
export function signedInWorld() {
  mockSession.set('member');
  const user = must(mockSession.current(), 'the member');
  const queryClient = createTestQueryClient();
  const toast = { show: vi.fn(), dismiss: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider
      client={createApiClient({ baseUrl: 'http://api.test' })}
      queryClient={queryClient}
      session={{ user: { ...user }, isAdmin: false }}
      storage={memoryStorage()}
      toast={toast}
      clock={{ now: () => FIXTURE_NOW }}
    >
      {children}
    </EduContextProvider>
  );
  return { wrapper, queryClient, user, toast };
}
