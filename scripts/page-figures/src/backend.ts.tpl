// The mock backend stands in for the host's own server. It is built apart (vite.mock.config.ts) into
// /__mock__/mock-backend.js and loaded at run time by URL, so none of its code (msw, the mocks, their copy of
// the api-client) is in this page's bundle; the figures leave out every script under /__mock__/ and the
// service worker.
export interface MockBackend {
  /** The signed-in member, as the host's auth would give it. */
  user: Record<string, unknown> & { id: number | string };
  /** The stored jobs, as the host's own jobs endpoint would answer. */
  jobs: unknown[];
}

const MOCK_BACKEND_URL = '/__mock__/mock-backend.js';

export async function startBackend(): Promise<MockBackend> {
  const mod = (await import(/* @vite-ignore */ MOCK_BACKEND_URL)) as { startMockBackend: () => Promise<MockBackend> };
  return mod.startMockBackend();
}
