import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { MockModule } from './admin/mockWorld';
import { App } from './App';

// VITE_API_URL points the demo at a real backend; without it, the built-in mock backend answers.
const apiUrl = import.meta.env.VITE_API_URL as string | undefined;
// vite's `base` (DEMO_BASE at build time): the router lives under it, e.g. '/kit' for https://host/kit/.
const basename = import.meta.env.BASE_URL.replace(/\/+$/, '');

async function main() {
  let mocks: MockModule | undefined;
  if (!apiUrl) {
    // Loaded on demand so a demo pointed at a real backend never ships the mock backend.
    const { startMockBackend } = await import('./mocks/browser');
    mocks = await startMockBackend();
  }
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter basename={basename}>
        <App apiUrl={apiUrl ?? ''} mocks={mocks} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void main();
