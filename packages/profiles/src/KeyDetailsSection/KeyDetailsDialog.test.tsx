import { act, fireEvent, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, userProfileSchema } from '@edupassport/api-client';
import { generateUser, handlers, resetMocks } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { KeyDetailsDialog } from './KeyDetailsDialog';

// Issue 9, "Must show": the key details Save is locked for exactly 1 s after each submit.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
// A profile without a first name: Save runs the rules and stops, so no request races the clock.
const user = userProfileSchema.parse(generateUser({ id: 1, first_name: '', last_name: 'Okafor', full_name: 'Okafor' }));

describe('KeyDetailsDialog Save lock', () => {
  it('is disabled at 999 ms after a submit and enabled again at 1000 ms', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <EduProvider client={client} session={{ user: { id: 1 } }}>
        <KeyDetailsDialog open onOpenChange={() => undefined} user={user} />
      </EduProvider>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    // A plain click: user-event's own pauses would run on the faked clock.
    act(() => {
      fireEvent.click(save);
    });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Type your first name here');
    expect(save).toBeDisabled();
    act(() => vi.advanceTimersByTime(999));
    expect(save).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(save).toBeEnabled();
  });
});

describe('KeyDetailsDialog required names (issue 45)', () => {
  it('says the first name is required when it holds only spaces and a zero-width space', () => {
    const invisible = userProfileSchema.parse(generateUser({ id: 1, first_name: '  \u200b ', last_name: 'Okafor', full_name: 'Okafor' }));
    render(
      <EduProvider client={client} session={{ user: { id: 1 } }}>
        <KeyDetailsDialog open onOpenChange={() => undefined} user={invisible} />
      </EduProvider>,
    );
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('  \u200b ');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(first).toHaveAccessibleDescription('Type your first name here');
    expect(first).toHaveAttribute('aria-invalid', 'true');
  });
});
