import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type LinkPreviewResult, type LinkPreviewService } from '@edupassport/api-client';
import { EduContextProvider } from '@edupassport/ui/headless';
import { LinkPreviewProvider, useLinkPreview, useLinkPreviewService } from './useLinkPreview';

const client = createApiClient({ baseUrl: 'http://api.test' });
const inEdu = ({ children }: { children: ReactNode }) => (
  <EduContextProvider client={client} session={{ user: null }}>
    {children}
  </EduContextProvider>
);

/** A service answering each URL with what `answer` gives, recording the signals it got. */
function stub(answer: (url: string) => Promise<LinkPreviewResult>) {
  const signals: AbortSignal[] = [];
  const service: LinkPreviewService = {
    getPreview: vi.fn((url: string, options?: { signal?: AbortSignal }) => {
      if (options?.signal) signals.push(options.signal);
      return answer(url);
    }),
  };
  return { service, signals };
}

describe('useLinkPreview', () => {
  it("is 'loading', then 'loaded' with the screenshot", async () => {
    const { service } = stub(async (url) => ({ status: 'ok', url, title: url, screenshot: 'data:image/png;base64,AAAA' }));
    const { result } = renderHook(() => useLinkPreview('https://greenfield.example.com/', { service }), { wrapper: inEdu });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'loaded', screenshot: 'data:image/png;base64,AAAA', title: 'https://greenfield.example.com/' }));
  });

  it("is 'failed' when the service gave up", async () => {
    const { service } = stub(async (url) => ({ status: 'failed', url, title: url, error: new ApiError({ kind: 'http', status: 500, endpoint: 'linkPreview' }) }));
    const { result } = renderHook(() => useLinkPreview('https://greenfield.example.com/', { service }), { wrapper: inEdu });
    await waitFor(() => expect(result.current.status).toBe('failed'));
  });

  it("gives the service the link's own name, the title when the page's cannot be read", async () => {
    const service: LinkPreviewService = {
      getPreview: vi.fn(async (url: string, options?: { title?: string }) => ({
        status: 'ok' as const,
        url,
        title: options?.title ?? url,
        screenshot: 'data:image/png;base64,AAAA',
      })),
    };
    const { result } = renderHook(() => useLinkPreview('https://greenfield.example.com/', { service, title: 'Greenfield Academy' }), {
      wrapper: inEdu,
    });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', title: 'Greenfield Academy' }));
    expect(service.getPreview).toHaveBeenCalledWith('https://greenfield.example.com/', expect.objectContaining({ title: 'Greenfield Academy' }));
  });

  it("is 'failed' at once for a missing URL, without asking", () => {
    const { service } = stub(() => new Promise(() => undefined));
    const { result } = renderHook(() => useLinkPreview(null, { service }), { wrapper: inEdu });
    expect(result.current.status).toBe('failed');
    expect(service.getPreview).not.toHaveBeenCalled();
  });

  it('aborts the request on unmount and on a new URL, showing loading for the new one', async () => {
    const { service, signals } = stub(() => new Promise(() => undefined));
    const { result, rerender, unmount } = renderHook(({ url }) => useLinkPreview(url, { service }), { wrapper: inEdu, initialProps: { url: 'https://a.example.com/' } });
    rerender({ url: 'https://b.example.com/' });
    expect(signals[0]?.aborted).toBe(true);
    expect(result.current.status).toBe('loading');
    unmount();
    expect(signals[1]?.aborted).toBe(true);
  });
});

describe('useLinkPreviewService', () => {
  it('takes the given service, else the provider’s, else one shared default per EduProvider storage', () => {
    const given = stub(() => new Promise(() => undefined)).service;
    const provided = stub(() => new Promise(() => undefined)).service;
    expect(renderHook(() => useLinkPreviewService(given), { wrapper: inEdu }).result.current).toBe(given);
    const withProvider = ({ children }: { children: ReactNode }) => inEdu({ children: <LinkPreviewProvider service={provided}>{children}</LinkPreviewProvider> });
    expect(renderHook(() => useLinkPreviewService(), { wrapper: withProvider }).result.current).toBe(provided);
    const first = renderHook(() => useLinkPreviewService(), { wrapper: inEdu }).result.current;
    const second = renderHook(() => useLinkPreviewService(), { wrapper: inEdu }).result.current;
    expect(first).toBe(second);
    expect(typeof first.getPreview).toBe('function');
  });
});
