import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isApiError } from '@edupassport/api-client';
import { EduProvider } from '../EduProvider/EduProvider';
import { useEduQuery } from './useEduQuery';
import { displayMessages } from '../messages/display';
import { EDU_QUERY_ROOT } from './keys';
import { createEduQueryClient } from './queryClient';
import { useOptimisticMutation } from './useOptimisticMutation';

const key = [EDU_QUERY_ROOT, 'test', 'feed'] as const;

/** A fetch that answers 429 with the given Retry-After first, then an empty feed page. */
function rateLimitedFetch(retryAfter: string) {
  let calls = 0;
  return vi.fn(async () =>
    ++calls === 1
      ? new Response('{"message":"Slow down"}', { status: 429, headers: { 'Retry-After': retryAfter } })
      : Response.json({ data: { feed_posts: [] } }),
  );
}

function readFeed(fetch: typeof globalThis.fetch) {
  const client = createApiClient({ baseUrl: 'http://api.test', fetch });
  const queryClient = createEduQueryClient();
  return queryClient.fetchQuery({ queryKey: key, queryFn: ({ signal }) => client.feed.getFeed({ page: 1 }, { signal }) });
}

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('a read the server rate-limits', () => {
  it("waits the Retry-After header's seconds before asking again", async () => {
    vi.useFakeTimers();
    const fetchMock = rateLimitedFetch('10');
    const read = readFeed(fetchMock as unknown as typeof fetch);
    await vi.advanceTimersByTimeAsync(9_900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(read).resolves.toBeDefined();
  });

  it('waits until the HTTP date of Retry-After', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2025, 0, 1, 12, 0, 0));
    const fetchMock = rateLimitedFetch('Wed, 01 Jan 2025 12:00:07 GMT');
    const read = readFeed(fetchMock as unknown as typeof fetch);
    await vi.advanceTimersByTimeAsync(6_900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(read).resolves.toBeDefined();
  });
});

describe('a read that gets no answer', () => {
  it('fails within about 20 seconds with a readable ApiError', async () => {
    vi.useFakeTimers();
    // Never answers; gives up only when the request is aborted (the transport's time-out).
    const silent = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const outcome = readFeed(silent as unknown as typeof fetch).then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(20_000);
    const error = await Promise.race([outcome, Promise.resolve('still waiting')]);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'timeout', message: 'The server took too long to answer. Please try again.' });
  });
});

function Reaction({ send }: { send: () => Promise<void> }) {
  const { data } = useEduQuery({ queryKey: key, queryFn: async () => 'No reaction', staleTime: Infinity });
  const mutation = useOptimisticMutation<void, void>({
    mutationKey: ['test', 'react'],
    mutationFn: send,
    optimistic: () => [{ queryKey: key, update: () => 'Liked' }],
    failureToast: 'Your reaction was not saved',
  });
  return (
    <>
      <p>{data ?? 'loading'}</p>
      <button onClick={() => mutation.mutate()}>Like</button>
    </>
  );
}

describe('a write that fails or waits', () => {
  it("tells the person it failed, with the error's readable message, and undoes the change", async () => {
    const send = vi.fn(() => Promise.reject(new ApiError({ kind: 'http', status: 500, endpoint: 'posts.react' })));
    render(
      <EduProvider>
        <Reaction send={send} />
      </EduProvider>,
    );
    await screen.findByText('No reaction');
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Your reaction was not saved')).toBeInTheDocument();
    expect(screen.getByText('The server had a problem. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('No reaction')).toBeInTheDocument();
  });

  it('offline, says it will be sent when the connection is back, keeps the change, and sends it once', async () => {
    const send = vi.fn(async () => {});
    render(
      <EduProvider>
        <Reaction send={send} />
      </EduProvider>,
    );
    await screen.findByText('No reaction');
    act(() => onlineManager.setOnline(false));
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText(displayMessages.waitingOffline)).toBeInTheDocument();
    expect(screen.getByText('Liked')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByText(displayMessages.waitingOffline)).toBeNull());
    await waitFor(() => expect(send).toHaveBeenCalled());
    // Going offline and back once more must not send the same write again.
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Liked')).toBeInTheDocument();
  });
});
