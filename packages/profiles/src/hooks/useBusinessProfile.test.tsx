import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, EXTERNAL_JOBS_EMAIL } from '@edupassport/api-client';
import { handlers, mockControls, mockSession, MOCK_USER_IDS, resetMocks } from '@edupassport/api-client/mocks';
import { EduContextProvider, type EduSession } from '@edupassport/ui/headless';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { useBusinessProfile } from './useBusinessProfile';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
const owner: EduSession = { user: { id: MOCK_USER_IDS.businessOwner } };

function wrapperFor(session: EduSession) {
  // No retries: the injected failure shows at once.
  const queryClient = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <EduContextProvider client={client} session={session} externalJobsEmail={EXTERNAL_JOBS_EMAIL} queryClient={queryClient}>
      {children}
    </EduContextProvider>
  );
}

describe('useBusinessProfile', () => {
  it('gives the owner their own profile with edit rights', async () => {
    mockSession.set('businessOwner');
    const { result } = renderHook(() => useBusinessProfile(), { wrapper: wrapperFor(owner) });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.view).toBe('owner');
    expect(result.current.canEdit).toBe(true);
    expect(result.current.business?.company_name).toBe('Greenfield Academy');
  });

  it('takes edit rights away in preview mode', async () => {
    mockSession.set('businessOwner');
    const { result } = renderHook(() => useBusinessProfile({ id: MOCK_USER_IDS.businessOwner, preview: true }), { wrapper: wrapperFor(owner) });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.view).toBe('owner');
    expect(result.current.canEdit).toBe(false);
  });

  it('shows a visitor someone else’s profile read-only', async () => {
    mockSession.set('businessOwner');
    const { result } = renderHook(() => useBusinessProfile({ id: 104 }), { wrapper: wrapperFor(owner) });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.view).toBe('visitor');
    expect(result.current.canEdit).toBe(false);
    expect(result.current.business?.company_name).toBe('Harbour International');
  });

  it('shows the external-jobs account read-only, to visitors and to itself', async () => {
    mockSession.set('member');
    const visitor = renderHook(() => useBusinessProfile({ id: MOCK_USER_IDS.externalJobs }), { wrapper: wrapperFor({ user: { id: 1 } }) });
    await waitFor(() => expect(visitor.result.current.status).toBe('success'));
    expect(visitor.result.current.view).toBe('external');
    expect(visitor.result.current.isExternal).toBe(true);
    expect(visitor.result.current.canEdit).toBe(false);

    const self = renderHook(() => useBusinessProfile(), {
      wrapper: wrapperFor({ user: { id: MOCK_USER_IDS.externalJobs, email: EXTERNAL_JOBS_EMAIL } }),
    });
    expect(self.result.current.view).toBe('external');
    expect(self.result.current.canEdit).toBe(false);
  });

  it('reports a failed load and patches the business locally', async () => {
    mockSession.set('businessOwner');
    mockControls.fail('users.getCurrentUser', { status: 500, message: 'Server is down' }, { times: 1 });
    const { result } = renderHook(() => useBusinessProfile(), { wrapper: wrapperFor(owner) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toContain('Server is down');
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.updateBusiness({ company_tagline: 'Learning without borders' }));
    // The patch goes into the shared query cache, whose observers hear of it on the next tick.
    await waitFor(() => expect(result.current.business?.company_tagline).toBe('Learning without borders'));
    expect(result.current.business?.company_name).toBe('Greenfield Academy');
  });
});
