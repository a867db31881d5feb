// Shared by the composers' unit tests only; no entry exports it.
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createApiClient, postSchema, type Post } from '@edupassport/api-client';
import { mockSession, mockStore } from '@edupassport/api-client/mocks';
import { EduContextProvider, type EduStorage } from '@edupassport/ui/headless';
import { server } from '../../../../test-support/mockBackend';

export { server, startMockBackend } from '../../../../test-support/mockBackend';

/** The request bodies the mock backend receives, as `METHOD path` → parsed JSON. */
export function captureBodies() {
  const bodies: Array<{ call: string; body: unknown }> = [];
  server.events.on('request:start', ({ request }) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    if (request.method === 'GET') return;
    void request
      .clone()
      .json()
      .then((body: unknown) => bodies.push({ call, body }))
      .catch(() => bodies.push({ call, body: undefined }));
  });
  return bodies;
}

export function memoryStorage(): EduStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** The postAuthor's own seeded post (id 1000) made into `fields`, as the client would return it. */
export function authorPost(fields: Record<string, unknown>): Post {
  const stored = mockStore.posts.find((p) => p.id === 1000);
  if (!stored) throw new Error('seeded post 1000 missing');
  Object.assign(stored, fields);
  return postSchema.parse(structuredClone(stored));
}

/** Renders a composer as the postAuthor, against the mock backend. */
export function renderComposer(ui: ReactElement, storage: EduStorage = memoryStorage()) {
  mockSession.set('postAuthor');
  const user = mockSession.current();
  const toast = { show: vi.fn(), dismiss: vi.fn() };
  const client = createApiClient({ baseUrl: 'http://api.test' });
  const view = render(
    <EduContextProvider client={client} session={{ user: user ? { ...user } : null, isAdmin: false }} storage={storage} toast={toast}>
      {ui}
    </EduContextProvider>,
  );
  return { ...view, user: userEvent.setup({ delay: null }), toast, storage };
}

export const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

/**
 * Puts text in a field as a paste: one change, where typing re-renders the whole dialog once per key (seconds in
 * jsdom). For the tests of what is saved, not of typing.
 */
export async function fill(user: UserEvent, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}
