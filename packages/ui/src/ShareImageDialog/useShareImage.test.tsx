import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EduContextProvider } from '../EduProvider/context';
import type { ToastAdapter } from '../EduProvider/types';
import type { ShareImageConverter } from './shareImageCore';
import { useShareImage, type UseShareImageOptions } from './useShareImage';

const png = new Blob(['png'], { type: 'image/png' });
let urls = 0;

beforeEach(() => {
  urls = 0;
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => `blob:test/${++urls}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A laid-out poster (jsdom lays nothing out, so its box is given). */
function posterNode(html = '') {
  const node = document.createElement('div');
  node.innerHTML = html;
  node.getBoundingClientRect = () => ({ width: 856, height: 1852 }) as DOMRect;
  document.body.append(node);
  return node;
}

function setup(options: UseShareImageOptions = {}) {
  const shown: Array<{ kind?: string; title: string }> = [];
  const toast: ToastAdapter = {
    show: vi.fn((t) => {
      shown.push(t);
      return String(shown.length);
    }),
    dismiss: vi.fn(),
  };
  const wrapper = ({ children }: { children: ReactNode }) => <EduContextProvider toast={toast}>{children}</EduContextProvider>;
  const hook = renderHook(() => useShareImage(options), { wrapper });
  return { hook, shown };
}

describe('useShareImage', () => {
  it('runs the steps in the spec order and ends with the PNG', async () => {
    const onStep = vi.fn();
    const converter: ShareImageConverter = vi.fn(() => Promise.resolve(png));
    const { hook, shown } = setup({ converter, onStep });
    const node = posterNode();
    await act(() => hook.result.current.generate(node));
    expect(onStep.mock.calls.map(([step]) => step)).toEqual(['initializing', 'images', 'background', 'finalCheck', 'generating']);
    expect(hook.result.current).toMatchObject({ status: 'ready', imageUrl: 'blob:test/1', blob: png, error: null, progress: null, step: null });
    expect(converter).toHaveBeenCalledWith(node, expect.objectContaining({ width: 856, height: 1852, pixelRatio: 2 }));
    expect(shown).toEqual([]);
  });

  it('shows the label of the step that is waiting', async () => {
    const steps: string[] = [];
    let release!: (blob: Blob) => void;
    const converter: ShareImageConverter = () => new Promise<Blob>((resolve) => (release = resolve));
    const { hook } = setup({ converter });
    const node = posterNode('<img src="/a.png">');
    const img = node.querySelector('img')!;
    let loadImage!: () => void;
    img.decode = () => new Promise<void>((resolve) => (loadImage = resolve));
    let result!: Promise<Blob | null>;
    act(() => {
      result = hook.result.current.generate(node);
    });
    steps.push(hook.result.current.progress!);
    act(() => loadImage());
    await vi.waitFor(() => expect(hook.result.current.progress).toBe('Generating share image'));
    steps.push(hook.result.current.progress!);
    await act(async () => {
      release(png);
      await result;
    });
    expect(steps).toEqual(['Loading image resources', 'Generating share image']);
    expect(hook.result.current.status).toBe('ready');
    expect(img.getAttribute('data-share-image-state')).toBe('loaded');
  });

  it('fails with the spec toast when the conversion throws', async () => {
    const { hook, shown } = setup({ converter: () => Promise.reject(new Error('tainted canvas')) });
    await act(() => hook.result.current.generate(posterNode()));
    expect(hook.result.current.status).toBe('failed');
    expect(hook.result.current.error?.message).toBe('tainted canvas');
    expect(hook.result.current.imageUrl).toBeNull();
    expect(shown).toEqual([{ kind: 'error', title: 'Failed to create share image. Please try again.' }]);
  });

  it('fails after the 10 s conversion timeout', async () => {
    vi.useFakeTimers();
    const { hook, shown } = setup({ converter: () => new Promise<Blob>(() => undefined) });
    let result!: Promise<Blob | null>;
    act(() => {
      result = hook.result.current.generate(posterNode());
    });
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(hook.result.current.status).toBe('loading');
    expect(hook.result.current.progress).toBe('Generating share image');
    await act(() => vi.advanceTimersByTimeAsync(1));
    await expect(result).resolves.toBeNull();
    expect(hook.result.current.status).toBe('failed');
    expect(hook.result.current.error?.name).toBe('ShareImageTimeoutError');
    expect(shown.map((t) => t.title)).toEqual(['Failed to create share image. Please try again.']);
  });

  it('fails without a poster in the document', async () => {
    const { hook, shown } = setup({ converter: () => Promise.resolve(png) });
    await act(() => hook.result.current.generate(null));
    expect(hook.result.current.status).toBe('failed');
    expect(shown).toHaveLength(1);
  });

  it('abort() cancels quietly: no toast, no image, back to idle', async () => {
    vi.useFakeTimers();
    const { hook, shown } = setup({ converter: () => new Promise<Blob>(() => undefined) });
    let result!: Promise<Blob | null>;
    act(() => {
      result = hook.result.current.generate(posterNode());
    });
    await act(() => vi.advanceTimersByTimeAsync(10));
    act(() => hook.result.current.abort());
    await expect(result).resolves.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(hook.result.current.status).toBe('idle');
    expect(shown).toEqual([]);
  });

  it('unmounting cancels the run and revokes the image', async () => {
    let release!: (blob: Blob) => void;
    const { hook, shown } = setup({ converter: () => new Promise<Blob>((resolve) => (release = resolve)) });
    const node = posterNode();
    await act(async () => {
      const first = hook.result.current.generate(node);
      await vi.waitFor(() => expect(release).toBeDefined());
      release(png);
      await first;
    });
    expect(hook.result.current.imageUrl).toBe('blob:test/1');
    let second!: Promise<Blob | null>;
    act(() => {
      second = hook.result.current.generate(node);
    });
    // A new run revokes the previous image at once.
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    hook.unmount();
    release(png);
    await expect(second).resolves.toBeNull();
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([]);
  });

  it('a new run replaces a running one without a toast for the first', async () => {
    const pending: Array<(blob: Blob) => void> = [];
    const { hook, shown } = setup({ converter: () => new Promise<Blob>((resolve) => pending.push(resolve)) });
    const node = posterNode();
    let first!: Promise<Blob | null>;
    let second!: Promise<Blob | null>;
    act(() => {
      first = hook.result.current.generate(node);
    });
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    act(() => {
      second = hook.result.current.generate(node);
    });
    await expect(first).resolves.toBeNull();
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => {
      pending[1]!(png);
      await second;
    });
    expect(hook.result.current.status).toBe('ready');
    expect(shown).toEqual([]);
  });
});
