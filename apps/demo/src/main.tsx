import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { MockModule } from './admin/mockWorld';
import { App } from './App';
import { stripBase } from './basePath';
import { loaderFor } from './pageLoaders';

// VITE_API_URL points the demo at a real backend; without it, the built-in mock backend answers.
const apiUrl = import.meta.env.VITE_API_URL as string | undefined;
// vite's `base` (DEMO_BASE at build time): the router lives under it, e.g. '/kit' for https://host/kit/.
const basename = import.meta.env.BASE_URL.replace(/\/+$/, '');

// The nonce the server put in this response (vite's <meta property="csp-nonce">); browsers keep it in `.nonce`.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

const root = createRoot(document.getElementById('root') as HTMLElement);

function render(mocks: MockModule | undefined, booting: boolean) {
  root.render(
    <StrictMode>
      <BrowserRouter basename={basename}>
        <App apiUrl={apiUrl ?? ''} mocks={mocks} booting={booting} nonce={nonce} />
      </BrowserRouter>
    </StrictMode>,
  );
}

async function main() {
  if (apiUrl) {
    render(undefined, false);
    return;
  }
  // The shell paints at once and this page's code downloads while the mock backend starts (its worker must
  // control the page before the first request, hence the wait before the page itself renders).
  render(undefined, true);
  const path = stripBase(window.location.pathname, basename);
  void loaderFor(path)();
  // Loaded on demand so a demo pointed at a real backend never ships the mock backend.
  const { startMockBackend } = await import('./mocks/browser');
  render(await startMockBackend(), false);
}

void main();
