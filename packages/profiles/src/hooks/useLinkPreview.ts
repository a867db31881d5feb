import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import { createLinkPreviewService, type LinkPreviewService } from '@edupassport/api-client';
import { useEdu } from '@edupassport/ui/headless';
import type { EduStorage } from '@edupassport/ui/headless';

const LinkPreviewContext = createContext<LinkPreviewService | null>(null);

export interface LinkPreviewProviderProps {
  /** The service every link card below uses (a stub in stories and tests, a proxied one in a host). Required. */
  service: LinkPreviewService;
  children?: ReactNode;
}

/** Hands a link preview service to the link cards below it; without one they share a default per storage. */
export function LinkPreviewProvider({ service, children }: LinkPreviewProviderProps) {
  return createElement(LinkPreviewContext.Provider, { value: service }, children);
}

// One default service per EduProvider storage: its cache is that storage, and it is created on first use, never at import.
const defaults = new WeakMap<EduStorage, LinkPreviewService>();

/** The link preview service: the given one, else the nearest LinkPreviewProvider's, else a page-speed service cached in EduProvider's storage. */
export function useLinkPreviewService(service?: LinkPreviewService): LinkPreviewService {
  const fromContext = useContext(LinkPreviewContext);
  const { storage } = useEdu();
  if (service) return service;
  if (fromContext) return fromContext;
  let shared = defaults.get(storage);
  if (!shared) {
    shared = createLinkPreviewService({ storage });
    defaults.set(storage, shared);
  }
  return shared;
}

export type LinkPreviewState =
  | { status: 'loading' }
  | { status: 'loaded'; screenshot: string; title: string }
  | { status: 'failed'; title: string };

/**
 * The screenshot preview of one link (spec 02 §4): 'loading', then 'loaded' with the screenshot, or 'failed'
 * once the service gave up (3 attempts, 2 s then 4 s apart). The request is aborted on unmount or a new URL.
 */
export function useLinkPreview(url: string | null, options: { service?: LinkPreviewService } = {}): LinkPreviewState {
  const service = useLinkPreviewService(options.service);
  const [state, setState] = useState<{ url: string | null; preview: LinkPreviewState }>({ url, preview: { status: 'loading' } });

  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    service.getPreview(url, { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        setState({
          url,
          preview: result.status === 'ok' ? { status: 'loaded', screenshot: result.screenshot, title: result.title } : { status: 'failed', title: result.title ?? url },
        });
      },
      () => undefined, // only an abort rejects
    );
    return () => controller.abort();
  }, [service, url]);

  if (!url) return { status: 'failed', title: '' };
  // A new URL shows 'loading' until its own answer arrives.
  return state.url === url ? state.preview : { status: 'loading' };
}
