import type { EduHydrationBoundaryProps } from '@edupassport/ui';

/** The id of the `<script type="application/json">` a prerendered page carries its data in. */
export const PRERENDER_DATA_ID = 'edu-demo-data';

/** What a prerendered page carries besides its HTML. */
export interface PrerenderedData {
  /** The route the HTML was rendered for (without the base), e.g. '/feed'. */
  path: string;
  /** The query cache the page was rendered from (`dehydrate`). */
  state: NonNullable<EduHydrationBoundaryProps['state']>;
}

/** The JSON of the data script: `<` escaped, so no string in the data can close the script element. */
export function serializePrerendered(data: PrerenderedData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The query parameters the shell applies after hydration (the role, the mock mode): the page's HTML holds either way. */
const SHELL_PARAMS = new Set(['as', 'realistic']);

/**
 * The prerendered data of this page when its HTML was rendered for `path`; null for a client-only page (the 404.html
 * fallback, or a host that answers every path with one file), and when `search` asks the page for something else
 * (`/profiles/educator?id=2`: the file holds the viewer's own profile). The data counts as loaded now, not at build
 * time: the build may be weeks old, and a query older than the kit's freshness would be requested again on hydration.
 */
export function readPrerendered(doc: Document, path: string, search = ''): PrerenderedData | null {
  const element = doc.getElementById(PRERENDER_DATA_ID);
  if (!element?.textContent) return null;
  if ([...new URLSearchParams(search).keys()].some((key) => !SHELL_PARAMS.has(key))) return null;
  const data = JSON.parse(element.textContent) as PrerenderedData;
  if (data.path !== (path.replace(/\/+$/, '') || '/')) return null;
  const now = Date.now();
  for (const query of data.state.queries) query.state.dataUpdatedAt = now;
  return data;
}
