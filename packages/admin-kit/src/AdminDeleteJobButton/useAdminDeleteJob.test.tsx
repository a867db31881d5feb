import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, MOCK_ADMIN_TOKENS, mockControls, mockSession, mockStore, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider, EDU_QUERY_ROOT } from '@edupassport/ui';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { AdminProvider } from '../AdminProvider';
import { useAdminDeleteJob } from './useAdminDeleteJob';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });

function setup(onDeleted = vi.fn()) {
  mockSession.set('admin');
  const queryClient = createTestQueryClient();
  const toast = { show: vi.fn(() => ''), dismiss: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduProvider client={client} session={{ user: { id: 300 }, isAdmin: true }} toast={toast} queryClient={queryClient}>
      <AdminProvider accessToken={MOCK_ADMIN_TOKENS.accessToken} refreshToken={MOCK_ADMIN_TOKENS.refreshToken}>
        {children}
      </AdminProvider>
    </EduProvider>
  );
  const jobId = mockStore.jobs[0]!.id;
  const hook = renderHook(() => useAdminDeleteJob({ jobId, onDeleted }), { wrapper });
  return { ...hook, queryClient, toast, jobId, onDeleted };
}

describe('useAdminDeleteJob', () => {
  it("deletes, says so, and marks the opportunities package's cached reads stale", async () => {
    const { result, queryClient, toast, jobId, onDeleted } = setup();
    const listKey = [EDU_QUERY_ROOT, 'opportunities', 'jobs', 'list'];
    const otherKey = [EDU_QUERY_ROOT, 'feed', 'list'];
    queryClient.setQueryData(listKey, [{ id: jobId }]);
    queryClient.setQueryData(otherKey, []);
    await act(() => result.current.confirm());
    expect(mockStore.jobs.some((job) => job.id === jobId)).toBe(false);
    expect(toast.show).toHaveBeenCalledWith({ kind: 'success', title: 'Job deleted successfully' });
    expect(onDeleted).toHaveBeenCalledWith(jobId);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false);
  });

  it("rejects with 'Failed to delete job. Please try again.' and keeps the job", async () => {
    mockControls.fail('admin.jobs.delete', { status: 500 });
    const { result, jobId, onDeleted, queryClient } = setup();
    const listKey = [EDU_QUERY_ROOT, 'opportunities', 'jobs', 'list'];
    queryClient.setQueryData(listKey, [{ id: jobId }]);
    await act(() => expect(result.current.confirm()).rejects.toThrow('Failed to delete job. Please try again.'));
    expect(mockStore.jobs.some((job) => job.id === jobId)).toBe(true);
    expect(onDeleted).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);
  });

  it.each([401, 403])("rejects with 'Admin privileges required to delete jobs' when the server refuses with %i", async (status) => {
    mockControls.fail('admin.jobs.delete', { status });
    const { result, jobId, onDeleted } = setup();
    await act(() => expect(result.current.confirm()).rejects.toThrow('Admin privileges required to delete jobs'));
    expect(mockStore.jobs.some((job) => job.id === jobId)).toBe(true);
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
