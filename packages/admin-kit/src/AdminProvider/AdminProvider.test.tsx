import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { createMemoryTokenStorage } from '@edupassport/api-client/admin';
import { handlers, mockControls, mockSession, mockStore, resetMocks } from '@edupassport/api-client/mocks';
import { EduContextProvider, type EduSession, type ToastAdapter, type ToastInput } from '@edupassport/ui/headless';
import { useAdminDeleteJob } from '../AdminDeleteJobButton/useAdminDeleteJob';
import { adminMessages as m } from '../messages';
import { AdminProvider, type AdminProviderProps } from './AdminProvider';
import { baseUrlOf, readAdminCookie } from './adminSession';
import { useAdmin } from './useAdmin';

const BASE = 'http://api.test';
const server = setupServer(...handlers);
const adminCalls: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  adminCalls.length = 0;
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/admin/'))
      adminCalls.push(`${request.method} ${pathname} ${request.headers.get('authorization') ?? '-'}`);
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: BASE });
const adminSession: EduSession = { user: { id: 300, full_name: 'Ada Admin' }, isAdmin: true };
const memberSession: EduSession = { user: { id: 1, full_name: 'Amara Okafor' }, isAdmin: false };

/** The backend answers 401 to the stale admin token, as a server does once an access token expires. */
function expireStaleToken() {
  server.use(
    http.delete(`${BASE}/api/admin/jobs/:id`, ({ request }) => {
      if (request.headers.get('authorization') === 'Bearer stale')
        return HttpResponse.json({ message: 'jwt expired' }, { status: 401 });
      return undefined; // any other token: the mock backend deletes the job
    }),
  );
}

function setup({
  session = adminSession,
  provider,
}: { session?: EduSession; provider?: Omit<AdminProviderProps, 'children'> | false } = {}) {
  const shown: ToastInput[] = [];
  const toast: ToastAdapter = { show: (t) => (shown.push(t), String(shown.length)), dismiss: () => {} };
  const onDeleted = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider client={client} session={session} toast={toast}>
      {provider === false ? children : <AdminProvider {...provider}>{children}</AdminProvider>}
    </EduContextProvider>
  );
  const job = mockStore.jobs[0] ?? expect.fail('the mock store has no jobs');
  const hook = renderHook(() => ({ admin: useAdmin(), del: useAdminDeleteJob({ jobId: job.id, onDeleted }) }), {
    wrapper,
  });
  const titles = () => shown.map((t) => t.title);
  const jobExists = () => mockStore.jobs.some((j) => j.id === job.id);
  return { hook, job, onDeleted, titles, jobExists };
}

describe('AdminProvider and useAdmin: the admin client wiring', () => {
  it('refreshes once on a 401 during a delete, retries with the new token and the delete succeeds', async () => {
    mockSession.set('admin');
    expireStaleToken();
    const tokens = createMemoryTokenStorage({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const onSessionExpired = vi.fn();
    const { hook, job, onDeleted, titles, jobExists } = setup({ provider: { tokenStorage: tokens, onSessionExpired } });

    expect(hook.result.current.admin.isAdmin).toBe(true);
    act(() => {
      expect(hook.result.current.del.request()).toBe(true);
    });
    expect(hook.result.current.del.open).toBe(true);
    await act(() => hook.result.current.del.confirm());

    const fresh = tokens.getAccessToken();
    expect(fresh).toMatch(/^mock-admin-token-/);
    expect(adminCalls).toEqual([
      `DELETE /api/admin/jobs/${job.id} Bearer stale`,
      'POST /api/admin/refresh_token Bearer refresh-1',
      `DELETE /api/admin/jobs/${job.id} Bearer ${fresh}`,
    ]);
    expect(jobExists()).toBe(false);
    expect(onDeleted).toHaveBeenCalledWith(job.id);
    expect(titles()).toEqual([m.jobDeleted]);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(hook.result.current.admin.isAdmin).toBe(true);
  });

  it('signs out when the refresh is refused: onSessionExpired is called, isAdmin turns false and the delete is refused', async () => {
    mockSession.set('admin');
    expireStaleToken();
    mockControls.fail('admin.refreshToken', { status: 401, message: 'refresh token expired' });
    const tokens = createMemoryTokenStorage({ accessToken: 'stale', refreshToken: 'refresh-1' });
    const onSessionExpired = vi.fn();
    const { hook, onDeleted, titles, jobExists } = setup({ provider: { tokenStorage: tokens, onSessionExpired } });

    act(() => {
      hook.result.current.del.request();
    });
    let failure: unknown;
    await act(() => hook.result.current.del.confirm().catch((error: unknown) => void (failure = error)));

    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(m.adminRequired);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(hook.result.current.admin.isAdmin).toBe(false));
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(adminCalls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    expect(jobExists()).toBe(true);
    expect(onDeleted).not.toHaveBeenCalled();
    expect(titles()).toEqual([]);

    // Signed out: asking again is refused without a request.
    const before = adminCalls.length;
    act(() => {
      expect(hook.result.current.del.request()).toBe(false);
    });
    expect(titles()).toEqual([m.adminRequired]);
    expect(adminCalls).toHaveLength(before);
  });

  it('refuses a non-admin with the toast and sends no request', () => {
    const { hook, titles } = setup({ session: memberSession });
    act(() => {
      expect(hook.result.current.del.request()).toBe(false);
    });
    expect(hook.result.current.del.open).toBe(false);
    expect(titles()).toEqual(['Admin privileges required to delete jobs']);
    expect(adminCalls).toEqual([]);
  });

  it('rejects with the failure message and keeps the job when the server fails', async () => {
    mockSession.set('admin');
    mockControls.fail('admin.jobs.delete', { status: 500 });
    const { hook, onDeleted, jobExists } = setup();
    await expect(hook.result.current.del.confirm()).rejects.toThrow('Failed to delete job. Please try again.');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(jobExists()).toBe(true);
  });

  it('signOut forgets the tokens, turns isAdmin false and calls onSignOut', () => {
    const tokens = createMemoryTokenStorage({ accessToken: 'a', refreshToken: 'r' });
    const onSignOut = vi.fn();
    const { hook } = setup({ provider: { tokenStorage: tokens, onSignOut } });
    expect(hook.result.current.admin.isAdmin).toBe(true);
    act(() => hook.result.current.admin.signOut());
    expect(hook.result.current.admin.isAdmin).toBe(false);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(tokens.getAccessToken()).toBeNull();
  });
});

describe('the admin flag', () => {
  it('comes from the isAdmin prop first, then the admin cookie, then the EduProvider session', () => {
    expect(setup({ session: memberSession, provider: { isAdmin: true } }).hook.result.current.admin.isAdmin).toBe(true);
    expect(setup({ session: adminSession, provider: { isAdmin: false } }).hook.result.current.admin.isAdmin).toBe(
      false,
    );
    expect(
      setup({ session: memberSession, provider: { cookies: 'theme=dark; edu_admin=1' } }).hook.result.current.admin
        .isAdmin,
    ).toBe(true);
    expect(
      setup({ session: adminSession, provider: { cookies: 'edu_admin=false' } }).hook.result.current.admin.isAdmin,
    ).toBe(false);
    expect(
      setup({ session: memberSession, provider: { cookies: 'is_admin=yes', cookieName: 'is_admin' } }).hook.result
        .current.admin.isAdmin,
    ).toBe(true);
    expect(
      setup({ session: adminSession, provider: { cookies: 'theme=dark' } }).hook.result.current.admin.isAdmin,
    ).toBe(true);
  });

  it('reads document.cookie when no cookie string is given', () => {
    document.cookie = 'edu_admin=1; path=/';
    try {
      expect(setup({ session: memberSession, provider: {} }).hook.result.current.admin.isAdmin).toBe(true);
    } finally {
      document.cookie = 'edu_admin=; path=/; max-age=0';
    }
    expect(setup({ session: memberSession, provider: {} }).hook.result.current.admin.isAdmin).toBe(false);
  });

  it('readAdminCookie: set and truthy is true, a false value is false, absent is undefined', () => {
    expect(readAdminCookie('a=1; edu_admin=true')).toBe(true);
    expect(readAdminCookie('edu_admin=0')).toBe(false);
    expect(readAdminCookie('edu_admin=')).toBe(false);
    expect(readAdminCookie('edu_administrator=1')).toBeUndefined();
    expect(readAdminCookie('')).toBeUndefined();
  });
});

describe('useAdmin without an AdminProvider', () => {
  it('uses the EduProvider session and an admin client on the EduProvider client base URL', async () => {
    mockSession.set('admin');
    const { hook, job, onDeleted, jobExists } = setup({ provider: false });
    expect(hook.result.current.admin.isAdmin).toBe(true);
    await act(() => hook.result.current.del.confirm());
    expect(adminCalls).toEqual([`DELETE /api/admin/jobs/${job.id} -`]);
    expect(jobExists()).toBe(false);
    expect(onDeleted).toHaveBeenCalledWith(job.id);
  });

  it('is not an admin when the session says so', () => {
    expect(setup({ session: memberSession, provider: false }).hook.result.current.admin.isAdmin).toBe(false);
  });

  it('derives the base URL from the client, and none from an absolute image proxy path', () => {
    expect(baseUrlOf(createApiClient({ baseUrl: 'https://api.example.com/v2/' }))).toBe('https://api.example.com/v2');
    expect(baseUrlOf(createApiClient({ baseUrl: '' }))).toBe('');
    expect(
      baseUrlOf(
        createApiClient({ baseUrl: BASE, endpoints: { 'media.imageProxy': () => 'https://img.example.com/proxy' } }),
      ),
    ).toBeNull();
  });
});

describe('the admin cookie with and without an AdminProvider', () => {
  afterEach(() => {
    document.cookie = 'edu_admin=; path=/; max-age=0';
  });

  /** Asks to delete a job as a person pressing Delete Job does: true when the confirmation opens. */
  function pressDeleteJob(session: EduSession, withProvider: boolean) {
    const { hook, titles } = setup({ session, provider: withProvider ? {} : false });
    let opened = false;
    act(() => {
      opened = hook.result.current.del.request();
    });
    return { isAdmin: hook.result.current.admin.isAdmin, opened, open: hook.result.current.del.open, toasts: titles() };
  }

  it.each([
    ['inside an AdminProvider', true],
    ['without one', false],
  ])('makes a member an admin %s: Delete Job opens the confirmation', (_where, withProvider) => {
    document.cookie = 'edu_admin=1; path=/';
    expect(pressDeleteJob(memberSession, withProvider)).toEqual({ isAdmin: true, opened: true, open: true, toasts: [] });
  });

  it.each([
    ['inside an AdminProvider', true],
    ['without one', false],
  ])('set to false, outweighs an admin session %s: Delete Job is refused', (_where, withProvider) => {
    document.cookie = 'edu_admin=0; path=/';
    expect(pressDeleteJob(adminSession, withProvider)).toEqual({
      isAdmin: false,
      opened: false,
      open: false,
      toasts: [m.adminRequired],
    });
  });

  it('absent, leaves the session to decide either way', () => {
    expect(pressDeleteJob(adminSession, true).opened).toBe(true);
    expect(pressDeleteJob(adminSession, false).opened).toBe(true);
    expect(pressDeleteJob(memberSession, true).opened).toBe(false);
    expect(pressDeleteJob(memberSession, false).opened).toBe(false);
  });
});

describe('the admin calls and the client credentials', () => {
  it.each([
    ['inside an AdminProvider', true],
    ['without one', false],
  ])("send the EduProvider client's credentials %s", async (_where, withProvider) => {
    const seen: Array<RequestCredentials | undefined> = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
      seen.push(init?.credentials);
      return Promise.resolve(Response.json({ message: 'Job deleted' }));
    });
    try {
      const withCookies = createApiClient({ baseUrl: 'https://api.other.test', credentials: 'include' });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <EduContextProvider client={withCookies} session={adminSession}>
          {withProvider ? <AdminProvider>{children}</AdminProvider> : children}
        </EduContextProvider>
      );
      const hook = renderHook(() => useAdmin(), { wrapper });
      await hook.result.current.client.jobs.delete(7);
      expect(seen).toEqual(['include']);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
