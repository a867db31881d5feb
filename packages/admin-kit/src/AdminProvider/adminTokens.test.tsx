import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, jobSchema, parseItems, type Job } from '@edupassport/api-client';
import {
  handlers,
  MOCK_ADMIN_TOKENS,
  mockControls,
  mockSession,
  mockStore,
  resetMocks,
} from '@edupassport/api-client/mocks';
import { EduProvider, type EduSession } from '@edupassport/ui';
import { AdminDeleteJobButton } from '../AdminDeleteJobButton';
import { AdminProvider, type AdminProviderProps } from './AdminProvider';

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
  // The realistic mode checks the admin bearer token, as a real server does.
  mockSession.set('admin');
  mockControls.realistic(true);
});
afterEach(() => {
  server.events.removeAllListeners();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: BASE });
const admin = (adminTokens?: EduSession['adminTokens']): EduSession => ({
  user: { id: 300, full_name: 'Ada Admin' },
  isAdmin: true,
  adminTokens,
});

/** The first two jobs of the mock store that parse (the realistic mode holds a malformed one). */
function jobs(): [Job, Job] {
  const found = parseItems(jobSchema, mockStore.jobs, { onInvalidData: () => {} });
  if (found.length < 2) expect.fail('the mock store has fewer than two jobs');
  return [found[0] as Job, found[1] as Job];
}

function JobButtons({ list }: { list: Job[] }) {
  return (
    <>
      {list.map((job) => (
        <AdminDeleteJobButton key={job.id} jobId={job.id} jobTitle={job.job_title} />
      ))}
    </>
  );
}

function renderButtons({
  session = admin(),
  provider,
}: { session?: EduSession; provider?: Omit<AdminProviderProps, 'children'> | false } = {}) {
  const list = jobs();
  const wrap = (props: Omit<AdminProviderProps, 'children'> | false, s: EduSession): ReactNode => (
    <EduProvider client={client} session={s}>
      {props === false ? (
        <JobButtons list={list} />
      ) : (
        <AdminProvider {...props}>
          <JobButtons list={list} />
        </AdminProvider>
      )}
    </EduProvider>
  );
  const view = render(wrap(provider ?? {}, session));
  const rerender = (props: Omit<AdminProviderProps, 'children'> | false, s: EduSession = session) =>
    view.rerender(wrap(props, s));
  return { list, rerender };
}

/** Deletes `job` as an admin would: its button, then Delete in the confirmation. */
async function deleteJob(job: Job) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: `Delete Job: ${job.job_title}` }));
  // The confirmation downloads on demand.
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Job' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return dialog;
}

async function expectDeleted(job: Job) {
  await waitFor(() => expect(screen.getAllByText('Job deleted successfully').length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(mockStore.jobs.some((j) => j.id === job.id)).toBe(false);
}

describe('the admin token', () => {
  it("AdminProvider's accessToken: Delete Job sends it as the bearer token", async () => {
    const [job] = jobs();
    renderButtons({ provider: { accessToken: MOCK_ADMIN_TOKENS.accessToken, refreshToken: MOCK_ADMIN_TOKENS.refreshToken } });
    await deleteJob(job);
    await expectDeleted(job);
    expect(adminCalls).toEqual([`DELETE /api/admin/jobs/${job.id} Bearer ${MOCK_ADMIN_TOKENS.accessToken}`]);
  });

  it('on a 401 it refreshes once with the refresh token, retries with the new token, and keeps that token', async () => {
    const [first, second] = jobs();
    renderButtons({ provider: { accessToken: 'expired-admin-token', refreshToken: MOCK_ADMIN_TOKENS.refreshToken } });
    await deleteJob(first);
    await expectDeleted(first);
    expect(adminCalls).toHaveLength(3);
    expect(adminCalls.slice(0, 2)).toEqual([
      `DELETE /api/admin/jobs/${first.id} Bearer expired-admin-token`,
      `POST /api/admin/refresh_token Bearer ${MOCK_ADMIN_TOKENS.refreshToken}`,
    ]);
    const fresh = /Bearer (\S+)$/.exec(adminCalls[2] ?? '')?.[1];
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe('expired-admin-token');
    expect(adminCalls[2]).toBe(`DELETE /api/admin/jobs/${first.id} Bearer ${fresh}`);

    // The refreshed token stays in memory: the next delete sends it at once, with no second refresh.
    adminCalls.length = 0;
    await deleteJob(second);
    await expectDeleted(second);
    expect(adminCalls).toEqual([`DELETE /api/admin/jobs/${second.id} Bearer ${fresh}`]);
  });

  it('a new accessToken prop replaces the stored token, a refreshed one too', async () => {
    const [first, second] = jobs();
    const { rerender } = renderButtons({ provider: { accessToken: 'expired-admin-token', refreshToken: MOCK_ADMIN_TOKENS.refreshToken } });
    await deleteJob(first);
    await expectDeleted(first);
    const fresh = /Bearer (\S+)$/.exec(adminCalls[2] ?? '')?.[1];
    expect(fresh).toBeTruthy();

    // The host hands over a new session's token: it wins over the one refreshed in memory.
    adminCalls.length = 0;
    rerender({ accessToken: MOCK_ADMIN_TOKENS.accessToken, refreshToken: MOCK_ADMIN_TOKENS.refreshToken });
    await deleteJob(second);
    await expectDeleted(second);
    expect(fresh).not.toBe(MOCK_ADMIN_TOKENS.accessToken);
    expect(adminCalls).toEqual([`DELETE /api/admin/jobs/${second.id} Bearer ${MOCK_ADMIN_TOKENS.accessToken}`]);
  });

  it("without an AdminProvider, useAdmin() sends EduProvider's session.adminTokens", async () => {
    const [job] = jobs();
    renderButtons({ session: admin(MOCK_ADMIN_TOKENS), provider: false });
    await deleteJob(job);
    await expectDeleted(job);
    expect(adminCalls).toEqual([`DELETE /api/admin/jobs/${job.id} Bearer ${MOCK_ADMIN_TOKENS.accessToken}`]);
  });

  it('without a token the server answers 401 and the dialog says admin privileges are required; the job stays', async () => {
    const [job] = jobs();
    renderButtons({ provider: false });
    const dialog = await deleteJob(job);
    expect(await within(dialog).findByText('Admin privileges required to delete jobs')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete Job' })).toBeInTheDocument();
    expect(screen.queryByText('Job deleted successfully')).not.toBeInTheDocument();
    expect(mockStore.jobs.some((j) => j.id === job.id)).toBe(true);
    // No refresh token to try: one request, refused.
    expect(adminCalls).toEqual([`DELETE /api/admin/jobs/${job.id} -`]);
  });
});
