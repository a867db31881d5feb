import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EduContextProvider } from '../EduProvider/context';
import { createMemoryStorage } from '../EduProvider/defaults';
import { defineToggleKind, OUTBOX_STORAGE_KEY, type OutboxEntry } from '../query/outbox';
import { createEduQueryClient } from '../query/queryClient';
import { WaitingWrites } from './WaitingWrites';


// A kind whose server never answers: its replay stays under way (the Sending state).
defineToggleKind('story.slow', { read: () => new Promise(() => {}), send: async () => undefined, show: () => {} });

/** Two favourites of a kind no package replays here, so they keep waiting. */
const waiting: OutboxEntry[] = [
  { kind: 'story.unsent', target: '1', desired: true, base: false },
  { kind: 'story.unsent', target: '2', desired: true, base: false },
];

/** The signed-in user's stored changes, in a storage of the story's own, with persistence on. */
function OutboxProvider({ entries, user, children }: { entries: OutboxEntry[]; user: number; children: ReactNode }) {
  const [storage] = useState(() => {
    const made = createMemoryStorage();
    if (entries.length) made.setItem(OUTBOX_STORAGE_KEY, JSON.stringify({ [user]: entries }));
    return made;
  });
  const [session] = useState(() => ({ user: { id: user, full_name: 'Amara Okafor', user_types: 'educator' } }));
  const [queryClient] = useState(() => createEduQueryClient());
  return (
    <EduContextProvider session={session} storage={storage} queryClient={queryClient} persistWrites>
      <div style={{ maxWidth: 480 }}>{children}</div>
    </EduContextProvider>
  );
}

/** `user` 13 for the replay that never ends: a replay holds the user's lock in the browser while it runs. */
const withOutbox =
  (entries: OutboxEntry[], user = 12): Decorator =>
  (Story) => (
    <OutboxProvider entries={entries} user={user}>
      <Story />
    </OutboxProvider>
  );

const meta = {
  title: 'UI/WaitingWrites',
  component: WaitingWrites,
} satisfies Meta<typeof WaitingWrites>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Changes waiting' });

/** Nothing waits: an empty live region, nothing to see. */
export const Nothing: Story = {
  decorators: [withOutbox([])],
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Two changes made offline wait for the connection; Undo drops them (nothing is sent). */
export const Waiting: Story = {
  decorators: [withOutbox(waiting)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('2 changes are waiting to be sent.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Undo changes' }));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(''));
  },
};

/** The connection is back and the waiting changes are being sent. */
export const Sending: Story = {
  decorators: [withOutbox([{ kind: 'story.slow', target: '3', desired: '👏', base: null }], 13)],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Sending your changes…'));
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The server refused a replayed change: said so, with Try again and Undo. */
export const FailedReplay: Story = {
  decorators: [withOutbox([{ ...(waiting[0] as OutboxEntry), failed: true }])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('1 change could not be sent.'));
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    // Tried again: it waits once more (nobody here can send it).
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('1 change is waiting to be sent.'));
  },
};
