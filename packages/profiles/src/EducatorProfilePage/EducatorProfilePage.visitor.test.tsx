import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, MOCK_USER_IDS, mockSession, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { EducatorProfilePage } from './EducatorProfilePage';

// Issue 9, "Must show": a visitor never meets an edit control, and neither does the owner in public view.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
const FULL_EDUCATOR_ID = 13;

/** Every name an editing control of the page carries (section Edit, Add Item, delete, upload, availability...). */
const EDIT_NAME = /\b(edit|add item|add|delete|remove|hide|show hidden|change|upload|replace|update availability|public view|cancel|save)\b/i;

function renderAs(role: 'member' | 'anonymous', node: ReactNode) {
  mockSession.set(role);
  const user = mockSession.current();
  return render(
    <EduProvider client={client} session={{ user: user ? { id: user.id } : null }}>
      {node}
    </EduProvider>,
  );
}

function controlNames(): string[] {
  const controls = [...screen.queryAllByRole('button'), ...screen.queryAllByRole('link'), ...screen.queryAllByRole('switch'), ...screen.queryAllByRole('checkbox')];
  return controls.map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim());
}

describe('EducatorProfilePage: no edit control for anyone but the owner in edit mode', () => {
  it('a signed-in visitor of a full profile sees Message Me and nothing that edits', async () => {
    renderAs('member', <EducatorProfilePage userId={FULL_EDUCATOR_ID} />);
    expect(await screen.findByRole('button', { name: 'Message Me' }, { timeout: 5000 })).toBeTruthy();
    const names = controlNames();
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => EDIT_NAME.test(name))).toEqual([]);
  });

  it('an anonymous visitor sees nothing that edits either', async () => {
    renderAs('anonymous', <EducatorProfilePage userId={FULL_EDUCATOR_ID} />);
    expect(await screen.findByRole('button', { name: 'Message Me' }, { timeout: 5000 })).toBeTruthy();
    expect(controlNames().filter((name) => EDIT_NAME.test(name))).toEqual([]);
  });

  it('the owner in public view sees only the way back to edit mode', async () => {
    renderAs('member', <EducatorProfilePage userId={MOCK_USER_IDS.member} defaultPublicView />);
    expect(await screen.findByRole('button', { name: 'Return to edit mode' }, { timeout: 5000 })).toBeTruthy();
    expect(controlNames().filter((name) => EDIT_NAME.test(name))).toEqual(['Return to edit mode']);
  });

  it('the owner in edit mode does meet the edit controls (the check above can fail)', async () => {
    renderAs('member', <EducatorProfilePage userId={MOCK_USER_IDS.member} />);
    expect(await screen.findByRole('button', { name: 'Edit Key Details' }, { timeout: 5000 })).toBeTruthy();
    expect(controlNames().filter((name) => EDIT_NAME.test(name)).length).toBeGreaterThan(3);
  });
});
