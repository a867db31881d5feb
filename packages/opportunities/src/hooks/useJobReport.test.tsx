import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, mockControls, mockStore, resetMocks } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { useJobReport } from './useJobReport';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <EduContextProvider client={client} session={{ user: { id: 1 } }}>
    {children}
  </EduContextProvider>
);

describe('useJobReport', () => {
  it('shows no errors before a submit, both after an empty one, and sends nothing', async () => {
    const { result } = renderHook(() => useJobReport(2000), { wrapper });
    expect(result.current.errors).toEqual({});
    let sent = true;
    await act(async () => {
      sent = await result.current.submit();
    });
    expect(sent).toBe(false);
    expect(result.current.errors).toEqual({
      reasons: 'Please select at least one reason for reporting',
      details: 'Please provide details about the issue',
    });
    act(() => result.current.setDetails('   '));
    expect(result.current.errors.details).toBe('Please provide details about the issue');
    act(() => result.current.setReason('other', true));
    expect(result.current.errors.reasons).toBeUndefined();
    expect(mockStore.reports).toHaveLength(0);
  });

  it('keeps the reasons in the spec order and joins them with a comma and a space', async () => {
    const { result } = renderHook(() => useJobReport(2000), { wrapper });
    act(() => {
      result.current.setReason('discrimination', true);
      result.current.setReason('spam', true);
      result.current.setReason('other', true);
      result.current.setReason('other', false);
      result.current.setDetails('  Asks for a photo and age.  ');
    });
    expect(result.current.reasons).toEqual(['spam', 'discrimination']);
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.status).toBe('success');
    expect(mockStore.reports.at(-1)).toMatchObject({ target_id: 2000, reason: 'spam, discrimination', details: 'Asks for a photo and age.' });
  });

  it("shows the server's message and keeps the form for another try", async () => {
    mockControls.fail('jobs.report', { status: 400, message: 'Reason is not valid' }, { times: 1 });
    const { result } = renderHook(() => useJobReport(2000), { wrapper });
    act(() => {
      result.current.setReason('misleading', true);
      result.current.setDetails('Wrong city.');
    });
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.submitError).toBe('Reason is not valid');
    expect(result.current.status).toBe('editing');
    expect(result.current.details).toBe('Wrong city.');

    // The next try succeeds: the message goes.
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.submitError).toBeNull();
    expect(result.current.status).toBe('success');
  });

  it("falls back to 'Failed to submit report. Please try again.' without a server message", async () => {
    mockControls.fail('jobs.report', { network: true });
    const { result } = renderHook(() => useJobReport(2000), { wrapper });
    act(() => {
      result.current.setReason('misleading', true);
      result.current.setDetails('Wrong city.');
    });
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.submitError).toBe('Failed to submit report. Please try again.');
  });

  it('still delivers a report sent just before the dialog unmounts', async () => {
    // A sent report is a write the user asked for: leaving the card must not drop it half-way.
    mockControls.delay('jobs.report', 100);
    const { result, unmount } = renderHook(() => useJobReport(2000), { wrapper });
    act(() => {
      result.current.setReason('spam', true);
      result.current.setDetails('Scam.');
    });
    let pending: Promise<boolean> = Promise.resolve(false);
    act(() => {
      pending = result.current.submit();
    });
    await waitFor(() => expect(result.current.status).toBe('submitting'));
    unmount();
    await expect(pending).resolves.toBe(true);
    expect(mockStore.reports.at(-1)).toMatchObject({ target_id: 2000, reason: 'spam', details: 'Scam.' });
  });

  it('resets to an empty form', async () => {
    const { result } = renderHook(() => useJobReport(2000), { wrapper });
    act(() => result.current.setReason('spam', true));
    await act(async () => {
      await result.current.submit();
    });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ reasons: [], details: '', errors: {}, submitError: null, status: 'editing' });
  });
});
