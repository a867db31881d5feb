import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { generateEndorsement, mockControls, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { EndorsementsSection } from './EndorsementsSection';
import { FULL_EDUCATOR_ID, emptyProfile, storyUser } from '../EducatorSection/storyUsers';

/** The section on a stored user's endorsements (the signed-in member by default), keeping what changes. */
function StoredEndorsements({ editable = true, userId }: { editable?: boolean; userId?: number }) {
  const user = storyUser(userId);
  const [endorsements, setEndorsements] = useState(user.endorsements);
  return (
    <EndorsementsSection
      endorsements={endorsements}
      editable={editable}
      owner={{ id: user.id, name: user.full_name, skills: user.skills }}
      onEndorsementsChange={setEndorsements}
    />
  );
}

const LONG_TEXT =
  'Amara joined our mathematics department in 2021 and immediately raised the bar. Her IB Analysis classes are rigorous yet joyful, she mentors two newly qualified teachers every year, and her coding club has grown from six students to forty. Parents regularly write to thank her.';

const meta = {
  title: 'Profiles/EndorsementsSection',
  component: StoredEndorsements,
  beforeEach: () => {
    mockStore.endorsements.push(
      generateEndorsement({ id: 7001, user_id: 1, name: 'Grace Murphy', position: 'Principal', organization: 'Greenfield Academy', recommendation: LONG_TEXT, rating: 5, skills: ['Lesson Planning', 'Mentoring'] }),
      generateEndorsement({ id: 7002, user_id: 1, name: null, position: null, organization: null, rating: null, recommendation: 'A generous colleague.' }),
    );
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: fn().mockResolvedValue(undefined) }, configurable: true });
  },
} satisfies Meta<typeof StoredEndorsements>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

async function openWizard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Endorsements' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
  return within(await screen.findByRole('dialog', { name: 'Request Endorsement' }));
}

/** The owner's carousel: the long text cut at 150 characters with see more / see less; the defaults for a bare endorsement. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Grace Murphy' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /see more/i }));
    await expect(canvas.getByText(/Parents regularly write to thank her\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /see less/i })).toBeVisible();
    // No name, position or rating: 'Anonymous', 'Endorser' and 5 stars.
    await expect(canvas.getByRole('heading', { name: 'Anonymous' })).toBeVisible();
    await expect(canvas.getAllByText('Endorser').length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('img', { name: 'Rated 5 out of 5' }).length).toBeGreaterThan(1);
  },
};

/** A visitor reads another educator's endorsements, with no control. */
export const Visitor: Story = {
  args: { editable: false, userId: FULL_EDUCATOR_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each card fills its carousel slide and stays inside it, border included (a content-box card stuck out below).
    for (const card of await canvas.findAllByRole('article')) {
      const slide = card.parentElement?.getBoundingClientRect();
      await expect(card.getBoundingClientRect().bottom).toBeLessThanOrEqual((slide?.bottom ?? 0) + 0.5);
    }
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: /^Edit|^Delete/ })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    emptyProfile();
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing added yet.')).toBeVisible();
  },
};

/** The owner deletes an endorsement in Edit mode. */
export const DeleteEndorsement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Endorsements' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete endorsement from Grace Murphy' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Grace Murphy' })).toBeNull());
    await expect(mockStore.endorsements.some((e) => e.id === 7001)).toBe(false);
  },
};

/** The whole request to an EDU Passport User: search by first name, pick, choose skills, Send, share, Done; the list refreshes. */
export const RequestPlatformUser: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWizard(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search by first name or e-mail' }), 'Ben');
    await userEvent.click(await dialog.findByRole('radio', { name: 'Ben Schmidt (ben.schmidt@example.edu)' }, { timeout: 3000 }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Lesson Planning' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await body().findByText('Endorsement request sent successfully!')).toBeVisible();
    await expect(body().getAllByText('Request sent to ben.schmidt@example.edu').length).toBeGreaterThan(0);
    const sent = mockStore.endorsements.at(-1);
    await expect(sent).toMatchObject({ target_user_email: 'ben.schmidt@example.edu', target_user_id: 2, skills: ['Lesson Planning'], status: 'pending' });
    await userEvent.click(dialog.getByRole('button', { name: 'Copy message' }));
    await expect(await body().findByText('Message copied to clipboard!')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Share via Email' })).toHaveAttribute('href', expect.stringMatching(/^mailto:ben.schmidt%40example.edu/));
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A term with '@' searches by e-mail. */
export const RequestSearchByEmail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWizard(canvasElement);
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search by first name or e-mail' }), 'chen.wei@');
    await expect(await dialog.findByRole('radio', { name: 'Chen Wei (chen.wei@example.edu)' }, { timeout: 3000 })).toBeVisible();
  },
};

/** An external endorser by e-mail; with no skills of their own the owner is offered the spec's eight defaults. */
export const RequestExternalUser: Story = {
  beforeEach: () => {
    const me = mockSession.current();
    if (me) me.skills = [];
  },
  play: async ({ canvasElement }) => {
    const dialog = await openWizard(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'External user' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'former.head@school.example.org');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(8);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Organizational Skills' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await body().findByText('Endorsement request sent successfully!')).toBeVisible();
    await expect(mockStore.endorsements.at(-1)).toMatchObject({ target_user_email: 'former.head@school.example.org', target_user_id: null, skills: ['Organizational Skills'] });
  },
};

/** A failed send: 'Failed to send endorsement request' with 'Please try again later.', still on the skills step. */
export const RequestSendFails: Story = {
  beforeEach: () => {
    mockControls.fail('endorsements.request', { status: 500, message: 'Mail service down' });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openWizard(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'External user' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'mentor@example.edu');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Lesson Planning' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await body().findByText('Failed to send endorsement request')).toBeVisible();
    await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  },
};

/** Closing the wizard refreshes the owner's list; a failed refresh says 'Failed to refresh endorsements'. */
export const RefreshFails: Story = {
  beforeEach: () => {
    mockControls.fail('users.getCurrentUser', { status: 500, message: 'down' });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openWizard(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(await body().findByText('Failed to refresh endorsements')).toBeVisible();
  },
};
