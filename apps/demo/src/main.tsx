import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { onlineManager } from '@tanstack/react-query';
import { createEduQueryClient } from '@edupassport/ui';
import type { App as AppComponent, AppProps } from './App';
import { stripBase } from './basePath';
import { loaderFor } from './pageLoaders';
import { readPrerendered, type PrerenderedData } from './prerendered';

// VITE_API_URL points the demo at a real backend; without it, the built-in mock backend answers.
const apiUrl = import.meta.env.VITE_API_URL as string | undefined;
// vite's `base` (DEMO_BASE at build time): the router lives under it, e.g. '/kit' for https://host/kit/.
const basename = import.meta.env.BASE_URL.replace(/\/+$/, '');

// The nonce the server put in this response (vite's <meta property="csp-nonce">); browsers keep it in `.nonce`.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

const container = document.getElementById('root') as HTMLElement;
const path = stripBase(window.location.pathname, basename);

/**
 * Calls `onCommit` once its children have committed: for a hydration, once the page is interactive. A wrapper, not
 * a sibling: a sibling would change the tree's shape, and with it the ids `useId` gives, from the server's.
 */
function Committed({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}

/** The app, once main() has loaded it. */
let App: typeof AppComponent;

/** Resolves in a task of its own: what runs after it does not lengthen the task before. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function tree(props: Omit<AppProps, 'apiUrl' | 'nonce'>, onCommit?: () => void) {
  return (
    <StrictMode>
      <BrowserRouter basename={basename}>
        <Committed onCommit={onCommit}>
          <App apiUrl={apiUrl ?? ''} nonce={nonce} {...props} />
        </Committed>
      </BrowserRouter>
    </StrictMode>
  );
}

/** The mock backend's code, loaded on demand so a demo pointed at a real backend never ships it. */
const mockBackend = () => import('./mocks/browser');

/** A page the build prerendered: hydrate it as it is, then let the mock backend take over without a remount. */
async function hydratePrerendered(data: PrerenderedData) {
  // Until the mock backend's worker controls the page, no request could be answered: the cache's reads wait
  // (TanStack's offline pause) and go out once it runs; what the page holds is fresh and is not asked again.
  onlineManager.setOnline(false);
  const backend = mockBackend();
  // The store the build rendered from (same seed, same clock) and the page's code, so nothing suspends. The store
  // is not seeded here: the page's data is in its prerendered cache, the signed-in user and the clock come from the
  // seed without it, and a page that reads the store itself seeds it then (the backend's start does, at the latest).
  const [{ prepareMocks, seedStore }] = await Promise.all([import('./mocks/prepare'), loaderFor(path)()]);
  // In a task of its own: the modules just evaluated were one task already.
  await nextTask();
  const mocks = prepareMocks();
  const props = { mocks, queryClient: createEduQueryClient(), dehydratedState: data.state, prerendered: true };
  let hydrated = () => {};
  const committed = new Promise<void>((resolve) => {
    hydrated = resolve;
  });
  // In a transition, React hydrates in slices and lets the browser answer input in between (one long task otherwise).
  let root: ReturnType<typeof hydrateRoot> | undefined;
  startTransition(() => {
    root = hydrateRoot(container, tree({ ...props, booting: true }, hydrated));
  });
  await committed;
  // The backend starts once the page is interactive; the same tree then turns the role switch on, and a visitor's
  // own role or mode applies like a change in the header.
  await (await backend).startMockBackend(mocks);
  // The next render reads the store (the signed-in user's record), which seeds it on first use: seeded here, in a
  // task of its own, instead of inside that render.
  await nextTask();
  seedStore(mocks);
  await nextTask();
  onlineManager.setOnline(true);
  startTransition(() => root?.render(tree({ ...props, booting: false })));
}

async function main() {
  const prerendered = apiUrl ? null : readPrerendered(document, path, window.location.search);
  // This page's code and the mock backend's download meanwhile, and each evaluates in a task of its own on arrival.
  void loaderFor(path)();
  if (!apiUrl) void mockBackend();
  // The app's own modules (the kit, its schemas and styles) evaluate in a task after this module's: evaluated in
  // one go they were one task too long for a phone to answer a tap in between.
  await nextTask();
  ({ App } = await import('./App'));
  if (prerendered) return hydratePrerendered(prerendered);
  const root = createRoot(container);
  if (apiUrl) {
    root.render(tree({ booting: false }));
    return;
  }
  // The shell paints at once and this page's code downloads while the mock backend starts (its worker must
  // control the page before the first request, hence the wait before the page itself renders).
  root.render(tree({ booting: true }));
  void loaderFor(path)();
  const { startMockBackend } = await mockBackend();
  root.render(tree({ mocks: await startMockBackend(), booting: false }));
}

void main();
