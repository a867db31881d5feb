import { createContext, createElement, useContext, type ReactNode } from 'react';
import { createLinkPreviewService, type LinkPreviewService } from '@edupassport/api-client';
import { useEdu, useEduQuery } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';
import type { EduStorage } from '@edupassport/ui/headless';

const LinkPreviewContext = createContext<LinkPreviewService | null>(null);

export interface LinkPreviewProviderProps {
  /** The service every link card below uses (a stub in stories and tests, a proxied one in a host). Required. */
  service: LinkPreviewService;
  children?: ReactNode | undefined;
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

// Query functions must not resolve to undefined; the service's own result is always an object.
type PreviewAnswer = Awaited<ReturnType<LinkPreviewService['getPreview']>>;

// Each service gets its own key space, so two services (a stub and the default) never share an answer.
const serviceIds = new WeakMap<LinkPreviewService, number>();
let nextServiceId = 0;
function serviceId(service: LinkPreviewService): number {
  let id = serviceIds.get(service);
  if (id === undefined) {
    id = ++nextServiceId;
    serviceIds.set(service, id);
  }
  return id;
}

/**
 * The screenshot preview of one link: 'loading', then 'loaded' with the screenshot, or 'failed'
 * once the service gave up (3 attempts, 2 s then 4 s apart). `title` (the link's own name) is the title when the page's
 * cannot be read. A query keyed by the URL: the same link previewed
 * twice (two cards, a remount) is one request; it is aborted when no card shows it any more.
 */
export function useLinkPreview(
  url: string | null,
  options: { service?: LinkPreviewService | undefined; title?: string | undefined } = {},
): LinkPreviewState {
  const service = useLinkPreviewService(options.service);
  // The link's own name is the title when the page's cannot be read (a performance-only answer has none); it is part
  // of the key, so one card's name never reaches another card of the same URL.
  const title = options.title?.trim() ?? '';
  const { data } = useEduQuery<PreviewAnswer>({
    queryKey: [...profileKeys.linkPreview(url ?? ''), serviceId(service), title],
    queryFn: ({ signal }) => service.getPreview(url!, title ? { signal, title } : { signal }),
    enabled: Boolean(url),
    // The service tries three times itself and answers 'failed' rather than rejecting.
    retry: false,
    staleTime: Infinity,
  });

  if (!url) return { status: 'failed', title: '' };
  if (!data) return { status: 'loading' };
  return data.status === 'ok' ? { status: 'loaded', screenshot: data.screenshot, title: data.title } : { status: 'failed', title: data.title ?? url };
}
