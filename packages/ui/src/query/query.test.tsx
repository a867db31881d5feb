import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '@edupassport/api-client';
import { EduContextProvider, useEduQueryClient } from '../EduProvider/context';
import type { EduSession } from '../EduProvider/types';
import { EDU_QUERY_ROOT } from './keys';
import { createEduQueryClient, shouldRetryRead } from './queryClient';
import { useEduQuery } from './useEduQuery';
import { useOptimisticMutation } from './useOptimisticMutation';

const client = createApiClient({ baseUrl: 'http://api.test' });
const key = [EDU_QUERY_ROOT, 'test', 'count'] as const;

function Reader({ read, label }: { read: () => Promise<number>; label: string }) {
  const query = useEduQuery({ queryKey: key, queryFn: read });
  return <p>{`${label}: ${query.data ?? 'loading'}`}</p>;
}

describe('the kit query client', () => {
  it('shares one read between every hook under a provider', async () => {
    const read = vi.fn(async () => 3);
    render(
      <EduContextProvider client={client}>
        <Reader read={read} label="first" />
        <Reader read={read} label="second" />
      </EduContextProvider>,
    );
    expect(await screen.findByText('first: 3')).toBeInTheDocument();
    expect(screen.getByText('second: 3')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("caches in the host's query client when given one, and a nested provider inherits it", async () => {
    const host = new QueryClient();
    host.setQueryData(key, 7);
    const seen: QueryClient[] = [];
    function Probe() {
      seen.push(useEduQueryClient());
      return null;
    }
    render(
      <EduContextProvider client={client} queryClient={host}>
        <Reader read={async () => 1} label="value" />
        <EduContextProvider>
          <Probe />
        </EduContextProvider>
      </EduContextProvider>,
    );
    expect(screen.getByText('value: 7')).toBeInTheDocument();
    expect(seen.at(-1)).toBe(host);
  });

  it('gives a nested provider with another API client a cache of its own', () => {
    const other = createApiClient({ baseUrl: 'http://other.test' });
    const seen: Array<{ name: string; qc: QueryClient }> = [];
    function Probe({ name }: { name: string }) {
      seen.push({ name, qc: useEduQueryClient() });
      return null;
    }
    render(
      <EduContextProvider client={client}>
        <Probe name="outer" />
        <EduContextProvider client={other}>
          <Probe name="inner" />
        </EduContextProvider>
      </EduContextProvider>,
    );
    const outer = seen.find((s) => s.name === 'outer')?.qc;
    const inner = seen.find((s) => s.name === 'inner')?.qc;
    expect(outer).toBeDefined();
    expect(inner).not.toBe(outer);
  });

  it('reads again when the signed-in user changes, so nobody sees what was loaded for someone else', async () => {
    let n = 0;
    const read = vi.fn(async () => ++n);
    const session = (id: number): EduSession => ({ user: { id } });
    const { rerender } = render(
      <EduContextProvider client={client} session={session(1)}>
        <Reader read={read} label="value" />
      </EduContextProvider>,
    );
    expect(await screen.findByText('value: 1')).toBeInTheDocument();
    rerender(
      <EduContextProvider client={client} session={session(2)}>
        <Reader read={read} label="value" />
      </EduContextProvider>,
    );
    expect(await screen.findByText('value: 2')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });
});

describe('useOptimisticMutation', () => {
  function setup() {
    const queryClient = createEduQueryClient({ queries: { retry: false } });
    queryClient.setQueryData(key, 1);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <EduContextProvider client={client} queryClient={queryClient}>
        {children}
      </EduContextProvider>
    );
    return { queryClient, wrapper };
  }

  it('shows the change at once and keeps it when the write succeeds', async () => {
    const { queryClient, wrapper } = setup();
    let finish: (value: number) => void = () => {};
    const { result } = renderHook(
      () =>
        useOptimisticMutation({
          mutationKey: ['test'],
          mutationFn: () => new Promise<number>((resolve) => (finish = resolve)),
          optimistic: () => [{ queryKey: key, update: (data) => (data as number) + 1 }],
        }),
      { wrapper },
    );
    act(() => result.current.mutate(undefined));
    await waitFor(() => expect(queryClient.getQueryData(key)).toBe(2));
    await act(async () => finish(2));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(key)).toBe(2);
  });

  it('undoes the change when the write fails, and reads the affected query again', async () => {
    const { queryClient, wrapper } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const onError = vi.fn();
    const { result } = renderHook(
      () =>
        useOptimisticMutation({
          mutationKey: ['test'],
          mutationFn: () => Promise.reject(new ApiError({ kind: 'http', status: 500, endpoint: 'test' })),
          optimistic: () => [{ queryKey: key, update: (data) => (data as number) + 1 }],
          onError,
          invalidates: () => [key],
        }),
      { wrapper },
    );
    await act(async () => {
      await result.current.mutateAsync(undefined).catch(() => undefined);
    });
    expect(queryClient.getQueryData(key)).toBe(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: key });
  });
});

describe('shouldRetryRead', () => {
  const error = (init: ConstructorParameters<typeof ApiError>[0]) => new ApiError(init);
  it('retries network errors and 5xx twice', () => {
    expect(shouldRetryRead(0, error({ kind: 'network', endpoint: 'e' }))).toBe(true);
    expect(shouldRetryRead(1, error({ kind: 'http', status: 503, endpoint: 'e' }))).toBe(true);
    expect(shouldRetryRead(2, error({ kind: 'http', status: 503, endpoint: 'e' }))).toBe(false);
  });
  it('does not retry what would fail again', () => {
    expect(shouldRetryRead(0, error({ kind: 'http', status: 404, endpoint: 'e' }))).toBe(false);
    expect(shouldRetryRead(0, error({ kind: 'validation', endpoint: 'e' }))).toBe(false);
    expect(shouldRetryRead(0, new Error('boom'))).toBe(false);
  });
  it('gives up after a time-out, and on a Retry-After longer than a person would wait', () => {
    expect(shouldRetryRead(0, error({ kind: 'timeout', endpoint: 'e' }))).toBe(false);
    expect(shouldRetryRead(0, error({ kind: 'http', status: 429, retryAfterMs: 10_000, endpoint: 'e' }))).toBe(true);
    expect(shouldRetryRead(0, error({ kind: 'http', status: 429, retryAfterMs: 3_600_000, endpoint: 'e' }))).toBe(false);
  });
});

describe("a host's own query client", () => {
  it("gets the kit's read defaults only where its own leave them unset", async () => {
    const host = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function Probe() {
      useEduQuery({ queryKey: key, queryFn: async () => 1 });
      return null;
    }
    render(
      <EduContextProvider client={client} queryClient={host}>
        <Probe />
      </EduContextProvider>,
    );
    const seen = host.getQueryCache().find({ queryKey: key })?.options as
      | { staleTime?: unknown; retry?: unknown; refetchOnWindowFocus?: unknown }
      | undefined;
    expect(seen?.staleTime).toBe(60_000);
    expect(seen?.refetchOnWindowFocus).toBe(false);
    expect(seen?.retry).toBe(false);
  });
});
