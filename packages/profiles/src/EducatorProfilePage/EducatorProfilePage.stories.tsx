import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockControls, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { EducatorProfilePage } from './EducatorProfilePage';
import { FULL_EDUCATOR_ID, emptyProfile } from '../EducatorSection/storyUsers';
import { answerWithoutEntity, capitalised, withHandler, type EntitylessAnswer } from '../hooks/realServerTestUtils';

const meta = {
  title: 'Profiles/EducatorProfilePage',
  component: EducatorProfilePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EducatorProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anything a visitor must never see: edit, add, delete, hide and upload controls. */
const EDIT_CONTROL = /^(edit|add item|delete|remove|hide|show |change|upload|update availability|public view|return to edit mode)/i;

/** The signed-in educator on their own profile, in edit mode. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Public view' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Key Details' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit banner' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit profile picture' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "I'm Open to Work" })).toHaveAttribute('href', '/coming-soon');
    await expect(canvas.getByRole('link', { name: 'Explore Opportunities' })).toHaveAttribute('href', '/coming-soon');
    await expect(canvas.queryByRole('button', { name: 'Message Me' })).toBeNull();
  },
};

/** The owner switches to the public view: every edit control goes, and comes back on 'Return to edit mode'. */
export const PublicView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Public view' }));
    await expect(canvas.getByRole('button', { name: 'Return to edit mode' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit Key Details' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit banner' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit profile picture' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Update availability' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Return to edit mode' }));
    await expect(canvas.getByRole('button', { name: 'Edit Key Details' })).toBeVisible();
  },
};

/** Share opens the share dialog for this profile, with its link; closing it returns focus to Share. */
export const ShareProfile: Story = {
  args: { userId: FULL_EDUCATOR_ID },
  play: async ({ canvasElement }) => {
    const share = await within(canvasElement).findByRole('button', { name: 'Share' });
    await userEvent.click(share);
    const dialog = await screen.findByRole('dialog', { name: 'Share this educator profile to your friends!' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(share).toHaveFocus();
  },
};

/** The share link's `mode=preview` opens the owner's profile in the public view. */
export const OwnerSharePreview: Story = {
  args: { defaultPublicView: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Return to edit mode' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit Key Details' })).toBeNull();
  },
};

/** Another educator's full profile: Message Me, the badges, and not a single edit control. */
export const Visitor: Story = {
  args: { userId: FULL_EDUCATOR_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mateo Garcia' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Message Me' })).toBeVisible();
    const controls = canvas.queryAllByRole('button').filter((b) => EDIT_CONTROL.test(b.getAttribute('aria-label') ?? b.textContent ?? ''));
    await expect(controls).toEqual([]);
    await expect(canvas.queryByRole('link', { name: "I'm Open to Work" })).toBeNull();
    await expect(canvas.getByText('Open To Work')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Endorsements' })).toBeVisible();
  },
};

/** A visitor of an educator with no endorsements: the section is not shown at all. */
export const VisitorWithoutEndorsements: Story = {
  args: { userId: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chen Wei' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Endorsements' })).toBeNull();
  },
};

const chatNavigate = fn().mockName('navigate');

/** Message Me starts a chat with the profile's owner and goes to the chat room. */
export const VisitorMessagesOwner: Story = {
  args: { userId: FULL_EDUCATOR_ID },
  beforeEach: () => {
    chatNavigate.mockClear();
  },
  render: (args) => (
    <EduProvider navigate={chatNavigate}>
      <EducatorProfilePage {...args} />
    </EduProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Message Me' }));
    await waitFor(() => expect(chatNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/inbox\?section=chats&chatRoom=/)), { timeout: 4000 });
  },
};

/** An anonymous visitor: Message Me asks for a login instead of starting a chat. */
export const AnonymousVisitor: Story = {
  args: { userId: FULL_EDUCATOR_ID },
  parameters: { session: 'anonymous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Message Me' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Public view' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).toBeNull();
  },
};

/** A new educator with nothing filled in but a name: the owner is prompted to update their availability. */
export const EmptyProfile: Story = {
  beforeEach: () => {
    emptyProfile();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Update your availability?')).toBeVisible();
    await expect(canvas.getAllByText('Not provided').length).toBeGreaterThan(3);
  },
};

/** A full profile seen by its owner. */
export const FullProfile: Story = {
  parameters: { session: 'member' },
  args: { userId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are listed on', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Key Details' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: () => {
    mockControls.delay('users.getCurrentUser', 'infinite');
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Educator Profile');
  },
};

/** The profile fails to load: the server's message and a retry that succeeds. */
export const LoadError: Story = {
  args: { userId: FULL_EDUCATOR_ID },
  beforeEach: () => {
    mockControls.fail('users.getUserById', { status: 500, message: 'The profile service is unavailable' }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("We couldn't load this profile")).toBeVisible();
    await expect(canvas.getByText('The profile service is unavailable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /retry|try again/i }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mateo Garcia' })).toBeVisible();
  },
};

export const OwnerDark: Story = {
  globals: { theme: 'dark' },
  play: Owner.play,
};

/**
 * A bio another client stored as plain text, two paragraphs split by a blank line: it opens in the editor as two
 * paragraphs and Save stores them as two `<p>`, which the Key Details show. (Typing into ProseMirror with simulated
 * keys garbles on a busy machine; the editor's own stories cover typing.)
 */
export const BioParagraphsSaved: Story = {
  beforeEach: () => {
    const me = mockSession.current();
    if (me) me.bio = 'I teach IB mathematics.\n\nI run the coding club.';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Key Details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Key Details' }));
    const bio = await dialog.findByRole('textbox', { name: 'Bio' }, { timeout: 5000 });
    await waitFor(() => expect(bio.querySelectorAll('p')).toHaveLength(2), { timeout: 4000 });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The save, then the profile read back: on a busy machine longer than the default second.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Key Details' })).toBeNull(), { timeout: 4000 });
    await waitFor(() => expect(mockSession.current()?.bio).toBe('<p>I teach IB mathematics.</p><p>I run the coding club.</p>'), { timeout: 4000 });
    const first = await canvas.findByText('I teach IB mathematics.', {}, { timeout: 4000 });
    await expect(first.tagName).toBe('P');
    await expect(canvas.getByText('I run the coding club.').tagName).toBe('P');
  },
};

/** A desktop page whose owner has one job: the work experience card spans the left column, not a quarter of it. */
export const OneJobFillsTheColumn: Story = {
  beforeEach: () => {
    const me = mockSession.current();
    if (me) me.work_experience = me.work_experience.slice(0, 1);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Work experience list' });
    const slide = within(list).getByRole('group', { name: '1 of 1' });
    await waitFor(() => expect(slide.getBoundingClientRect().width).toBeGreaterThan(list.getBoundingClientRect().width * 0.9));
  },
};

/** On a dark host page (the Vite scaffold's CSS, the OS in dark mode): the kit's own colours, alignment and headings. */
export const OnDarkHostPage: Story = {
  args: { userId: FULL_EDUCATOR_ID },
  globals: { host: 'vite-dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Mateo Garcia' })).toBeVisible();
  },
};

/** `theme="system"` on the Vite scaffold: the profile is light or dark as the OS is, like the page around it. */
export const SystemThemeOnViteHost: Story = {
  args: { userId: FULL_EDUCATOR_ID },
  globals: { host: 'vite', theme: 'system' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Mateo Garcia' })).toBeVisible();
  },
};

/** Opens Edit Key Details, replaces `field` with `text` (typed) and saves; returns once the dialog has closed. */
async function saveKeyDetail(canvasElement: HTMLElement, field: string, text: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Key Details' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Key Details' }));
  const input = dialog.getByRole('textbox', { name: field });
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Key Details' })).toBeNull());
}

/**
 * The key details saved on a server that answers the save without the profile (204 or `{"success": true}`) and
 * capitalises names: the page reads the profile back, so it shows 'Zainab', what the server stored, not 'zainab'.
 */
function keyDetailsSavedOnARealServer(answer: EntitylessAnswer): Story {
  return {
    parameters: withHandler(
      answerWithoutEntity('put', '*/api/users/update-key-details', answer, async (request) => {
        const body = (await request.json()) as { first_name: string; last_name: string; nickname: string };
        const first = capitalised(body.first_name);
        Object.assign(mockSession.current()!, { first_name: first, full_name: `${first} ${body.last_name}`, nickname: body.nickname });
      }),
    ),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await saveKeyDetail(canvasElement, 'First name', 'zainab');
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Zainab Okafor' })).toBeVisible();
      const details = within(canvas.getByRole('region', { name: 'Key Details' }));
      await expect(details.getByText('Zainab')).toBeVisible();
      await expect(details.queryByText('zainab')).toBeNull();
    },
  };
}

/** A save answered 204 No Content: the page shows what the server stored. */
export const KeyDetailsSavedNoContent: Story = keyDetailsSavedOnARealServer('no-content');

/** A save answered `{"success": true}`: the page shows what the server stored. */
export const KeyDetailsSavedSuccess: Story = keyDetailsSavedOnARealServer('success');

/** The mock backend's realistic mode (malformed list items in the profile, echoes without the entity): the save shows. */
export const KeyDetailsOnRealisticServer: Story = {
  globals: { mockMode: 'realistic' },
  play: async ({ canvasElement }) => {
    await saveKeyDetail(canvasElement, 'Nickname', 'Ms Okafor');
    await expect(await within(within(canvasElement).getByRole('region', { name: 'Key Details' })).findByText('Ms Okafor')).toBeVisible();
  },
};

/** A profile of an account type the kit does not know shows as an educator profile. */
export const UnknownAccountType: Story = {
  args: { userId: FULL_EDUCATOR_ID },
  beforeEach: () => {
    const stored = mockStore.users.find((u) => u.id === FULL_EDUCATOR_ID)!;
    stored.user_types = 'moderator';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = mockStore.users.find((u) => u.id === FULL_EDUCATOR_ID)!.full_name;
    await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Key Details' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Work Experience' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Message Me' })).toBeVisible();
  },
};
