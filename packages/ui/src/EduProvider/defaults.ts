import type { EduClock, EduErrorHandler, EduStorage, NavigateOptions, PopupOptions, ToastAdapter } from './types';

// Typed here: the packages build without Node's types.
declare const process: { env: Record<string, string | undefined> };

// Every default reaches for browser globals at call time, never at import: the kit renders on the server.

/** Browser navigation: a full page load, or a new tab without opener or referrer. */
export function browserNavigate(url: string, options: NavigateOptions = {}): void {
  if (typeof window === 'undefined') return;
  if (options.newTab) {
    window.open(url, '_blank', 'noopener,noreferrer');
  } else if (options.replace) {
    window.location.replace(url);
  } else {
    window.location.assign(url);
  }
}

/** A centred popup window of the given size, without opener. */
export function browserOpenPopup(url: string, { width, height, name = '_blank' }: PopupOptions): void {
  if (typeof window === 'undefined') return;
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  window.open(url, name, `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`);
}

export const systemClock: EduClock = { now: () => Date.now() };

/** An in-memory storage: the fallback where there is no localStorage (server, private mode). */
export function createMemoryStorage(): EduStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

/** localStorage when it exists and works, memory otherwise; decided on first use. */
export function createBrowserStorage(): EduStorage {
  let backing: EduStorage | null = null;
  const resolve = (): EduStorage => {
    if (backing) return backing;
    try {
      if (typeof window !== 'undefined' && window.localStorage) {
        const probe = '__edu_probe__';
        window.localStorage.setItem(probe, probe);
        window.localStorage.removeItem(probe);
        backing = window.localStorage;
        return backing;
      }
    } catch {
      // Storage disabled (private mode, sandboxed iframe): fall through to memory.
    }
    backing = createMemoryStorage();
    return backing;
  };
  return {
    getItem: (key) => resolve().getItem(key),
    setItem: (key, value) => resolve().setItem(key, value),
    removeItem: (key) => resolve().removeItem(key),
    keys: () => {
      const backing = resolve();
      // Web Storage lists keys by index (a property named `keys` would be a stored item's value).
      const web = backing as Partial<Storage>;
      if (typeof web.key === 'function' && typeof web.length === 'number') {
        return Array.from({ length: web.length }, (_, i) => web.key?.(i) ?? null).filter((key): key is string => key !== null);
      }
      return backing.keys?.() ?? [];
    },
  };
}

/** Toasts that go nowhere but the console: used only outside any provider. */
export const consoleToast: ToastAdapter = {
  show(toast) {
    if (typeof console !== 'undefined') console.info(`[toast:${toast.kind ?? 'info'}] ${toast.title}${toast.description ? ` — ${toast.description}` : ''}`);
    return '';
  },
  dismiss() {},
};

/**
 * Whether this is a production build. Bundlers (Vite, Next, webpack) put the build's mode in place of
 * `process.env.NODE_ENV`, Node reads it; a browser page without a bundler has no `process` and counts as development.
 */
export function isProductionBuild(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

/** The default `onError`: `console.error` outside production, nothing in production. */
export const consoleOnError: EduErrorHandler = (error, { source }) => {
  if (!isProductionBuild()) console.error(`[@edupassport/${source}]`, error);
};
