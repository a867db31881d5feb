import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockControls, mockSession } from '@edupassport/api-client/mocks';
import { KeyDetailsSection, type KeyDetailsSectionProps } from './KeyDetailsSection';
import { emptyProfile, storyUser, FULL_EDUCATOR_ID } from '../EducatorSection/storyUsers';

/** The section with a profile read from the mock store after its reset (`userId`, default the signed-in member). */
function StoredKeyDetails({ userId, ...props }: Omit<KeyDetailsSectionProps, 'user'> & { userId?: number }) {
  return <KeyDetailsSection {...props} user={storyUser(userId)} />;
}

const meta = {
  title: 'Profiles/KeyDetailsSection',
  component: StoredKeyDetails,
  args: { editable: true, onUpdated: fn() },
} satisfies Meta<typeof StoredKeyDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Key Details' }));
  return within(await screen.findByRole('dialog', { name: 'Edit Key Details' }));
}
async function choose(dialog: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(dialog.getByRole('combobox', { name: label }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** The owner's key details, with the Edit button. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Key Details' })).toBeVisible();
    await expect(canvas.getByText('Amara Okafor'.split(' ')[0] as string)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Key Details' })).toBeVisible();
  },
};

/** A visitor reads the same details without any edit control. */
export const Visitor: Story = {
  args: { editable: false, userId: FULL_EDUCATOR_ID },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Nothing filled in yet: every row reads 'Not provided'. */
export const Empty: Story = {
  beforeEach: () => {
    emptyProfile();
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Not provided')).toHaveLength(6);
  },
};

/** The dialog opens prefilled from the profile. */
export const DialogPrefilled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Amara');
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Okafor');
    await expect(await dialog.findByRole('textbox', { name: 'Bio' }, { timeout: 5000 })).toHaveTextContent('Ten years in international schools; IB and IGCSE mathematics.');
    // The kit's CountryCityPicker, prefilled from the stored 'Country, City'.
    const [country, city] = (storyUser().location ?? '').split(', ');
    const base = within(dialog.getByRole('group', { name: 'Current base' }));
    await expect(await base.findByRole('combobox', { name: 'Country' }, { timeout: 5000 })).toHaveValue(country);
    await expect(await base.findByRole('combobox', { name: 'City' }, { timeout: 5000 })).toHaveValue(city);
  },
};

/** Every message of the spec on an empty form, then the removing-the-last-language message. */
export const DialogValidation: Story = {
  beforeEach: () => {
    emptyProfile();
    const me = mockSession.current();
    if (me) Object.assign(me, { first_name: '', last_name: '' });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Type your first name here');
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('Type your last name here');
    await expect(dialog.getByRole('textbox', { name: 'Nickname' })).toHaveAccessibleDescription('Type your nickname here');
    await expect(dialog.getByText('Opps! You missed this!(Add at least one)')).toBeVisible();
    await expect(dialog.getByText('At least one complete language entry is required')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Current base' })).toHaveAccessibleDescription('Choose your current base');

    const summary = dialog.getByRole('textbox', { name: 'Summary' });
    await userEvent.click(summary);
    await userEvent.paste('Head of Mathematics at Greenfield Academy, mentor, coding club lead and more!');
    await expect(summary).toHaveAccessibleDescription(/^Summary must be 75 characters or less/);

    // The limit counts what a person reads in the rich-text editor, under its 'n/1200' counter.
    const bio = await dialog.findByRole('textbox', { name: 'Bio' }, { timeout: 5000 });
    await userEvent.click(bio);
    await userEvent.paste('I teach. '.repeat(134));
    await expect(bio).toHaveAccessibleDescription(/Bio must be 1200 characters or less/);

    // A half-filled language row names what is missing.
    await choose(dialog, 'Language 1', 'French');
    await expect(dialog.getByRole('combobox', { name: 'Level 1' })).toHaveAccessibleDescription('Choose a level');
    await userEvent.click(dialog.getByRole('button', { name: 'Add language' }));
    await choose(dialog, 'Level 2', 'Fluent');
    await expect(dialog.getByRole('combobox', { name: 'Language 2' })).toHaveAccessibleDescription('Choose a language');
  },
};

/** Removing the only language row shows the at-least-one message straight away. */
export const DialogRemoveLastLanguage: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.queryByText('At least one complete language entry is required')).toBeNull();
    for (let remaining = dialog.getAllByRole('button', { name: /^Remove language/ }).length; remaining > 0; remaining -= 1) {
      await userEvent.click(dialog.getAllByRole('button', { name: /^Remove language/ })[0] as HTMLElement);
    }
    await expect(dialog.getByText('At least one complete language entry is required')).toBeVisible();
  },
};

/** A successful save: the toast, the dialog closes, and the card shows the new values. */
export const DialogSaves: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const nickname = dialog.getByRole('textbox', { name: 'Nickname' });
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Ms A');
    await userEvent.click(dialog.getByRole('button', { name: 'Add language' }));
    const rows = dialog.getAllByRole('button', { name: /^Remove language/ }).length;
    await choose(dialog, `Language ${rows}`, 'Yoruba');
    await choose(dialog, `Level ${rows}`, 'Fluent');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Profile updated successfully')).toBeVisible();
    await expect(body().getByText('Your changes have been saved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Key Details' })).toBeNull());
    await expect(args.onUpdated).toHaveBeenCalledWith(expect.objectContaining({ nickname: 'Ms A', language: expect.stringMatching(/Yoruba:Fluent$/) }));
    await expect(mockSession.current()?.language).toMatch(/Yoruba:Fluent$/);
  },
};

/** A failed save keeps everything typed, toasts the server message, and Save stays locked for 1 s. */
export const DialogSaveFailsAndLocks: Story = {
  beforeEach: () => {
    mockControls.fail('users.updateKeyDetails', { status: 422, message: 'Nickname is already taken' }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const nickname = dialog.getByRole('textbox', { name: 'Nickname' });
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'amara');
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(save).toHaveAttribute('data-locked', 'true');
    await expect(await body().findByText('Failed to update profile')).toBeVisible();
    await expect(body().getByText('Nickname is already taken. Please try again later.')).toBeVisible();
    await expect(nickname).toHaveValue('amara');
    await waitFor(() => expect(save).toHaveAttribute('data-locked', 'false'), { timeout: 2000 });
    await userEvent.click(save);
    await expect(await body().findByText('Profile updated successfully')).toBeVisible();
  },
};

export const DialogDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Amara');
  },
};

/** The current base comes from the kit's location lists: choose a country, then one of its cities, and save. */
export const DialogCurrentBase: Story = {
  beforeEach: () => {
    Object.assign(mockSession.current() ?? {}, { location: 'Nigeria, Lagos' });
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const base = within(dialog.getByRole('group', { name: 'Current base' }));
    const country = await base.findByRole('combobox', { name: 'Country' }, { timeout: 5000 });
    await expect(country).toHaveValue('Nigeria');
    await userEvent.clear(country);
    await userEvent.type(country, 'Ind');
    await userEvent.click(await body().findByRole('option', { name: 'India' }));
    // A new country clears the city until one of its own is chosen.
    const city = await base.findByRole('combobox', { name: 'City' }, { timeout: 5000 });
    await expect(city).toHaveValue('');
    await userEvent.click(base.getByRole('button', { name: /City/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Bengaluru' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Profile updated successfully')).toBeVisible();
    await expect(args.onUpdated).toHaveBeenCalledWith(expect.objectContaining({ location: 'India, Bengaluru' }));
  },
};

/** The country list fails: both pickers say so in the spec's words; the list is one request, so one retry mends both. */
export const DialogCountriesFail: Story = {
  beforeEach: () => {
    mockControls.fail('location.countries', { status: 500, message: 'Location service unavailable' }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const base = within(dialog.getByRole('group', { name: 'Current base' }));
    await expect(await base.findByText('Failed to load countries', {}, { timeout: 5000 })).toBeVisible();
    await expect(base.getByText('Error: Location service unavailable')).toBeVisible();
    // The nationality choices come from the same list: one request for both, so one Try again mends both.
    await expect(dialog.getAllByText('Failed to load countries')).toHaveLength(2);
    await userEvent.click(base.getByRole('button', { name: 'Try again' }));
    await expect(await base.findByRole('combobox', { name: 'Country' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(dialog.queryByText('Failed to load countries')).toBeNull(), { timeout: 5000 });
    await userEvent.type(dialog.getByRole('combobox', { name: 'Nationality' }), 'Sing');
    await expect(await body().findByRole('option', { name: /Singapore/ })).toBeVisible();
  },
};

const TWO_PARAGRAPH_BIO = '<p>Ten years in international schools.</p><p>Coding club lead<br>and mentor.</p>';

/** A bio of two paragraphs shows as two, opens in the editor as two with its line break, and saves them back. */
export const DialogBioKeepsParagraphs: Story = {
  beforeEach: () => {
    Object.assign(mockSession.current() ?? {}, { bio: TWO_PARAGRAPH_BIO });
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByText('Ten years in international schools.');
    await expect(first.tagName).toBe('P');
    await expect(first.nextElementSibling?.tagName).toBe('P');
    const dialog = await openDialog(canvasElement);
    const bio = await dialog.findByRole('textbox', { name: 'Bio' }, { timeout: 5000 });
    const [one, two] = Array.from(bio.querySelectorAll('p'));
    await expect(one).toHaveTextContent('Ten years in international schools.');
    await expect(two?.querySelector('br')?.previousSibling?.textContent).toBe('Coding club lead');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Profile updated successfully')).toBeVisible();
    await expect(args.onUpdated).toHaveBeenCalledWith(expect.objectContaining({ bio: TWO_PARAGRAPH_BIO }));
    await expect(mockSession.current()?.bio).toBe(TWO_PARAGRAPH_BIO);
  },
};

/** A bio stored by another client with bold, a link, a list and unsafe parts: the kind the next edit must not lose. */
const FORMATTED_BIO =
  '<p><strong>Bold</strong> <a href="https://x.test" onclick="alert(1)">link</a></p><ul><li>one</li></ul><script>alert(1)</script>';

/** The formatted bio opens in the editor as formatted text; a save without changes sends it back sanitised. */
export const DialogBioKeepsFormatting: Story = {
  beforeEach: () => {
    Object.assign(mockSession.current() ?? {}, { bio: FORMATTED_BIO });
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const bio = within(await dialog.findByRole('textbox', { name: 'Bio' }, { timeout: 5000 }));
    await expect(bio.getByRole('link', { name: 'link' })).toHaveAttribute('href', 'https://x.test');
    await expect(bio.getByRole('listitem')).toHaveTextContent('one');
    await expect(bio.getByText('Bold').tagName).toBe('STRONG');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Profile updated successfully')).toBeVisible();
    const saved = mockSession.current()?.bio ?? '';
    await expect(saved).toMatch(/^<p><strong>Bold<\/strong> <a href="https:\/\/x\.test">link<\/a><\/p><ul><li>(<p>)?one(<\/p>)?<\/li><\/ul>$/);
    await expect(args.onUpdated).toHaveBeenCalledWith(expect.objectContaining({ bio: saved }));
  },
};

/** A 500 whose message already says 'Please try again later.' reads it once. */
export const DialogSaveFailsWithServerError: Story = {
  beforeEach: () => {
    mockControls.fail('users.updateKeyDetails', { status: 500 }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Failed to update profile')).toBeVisible();
    await expect(body().getByText('Something went wrong. Please try again later.')).toBeVisible();
    await expect(body().getAllByText(/Please try again later\./)).toHaveLength(1);
  },
};

/** No server message at all (the connection dropped): 'Unknown error occurred. Please try again later.'. */
export const DialogSaveFailsOffline: Story = {
  beforeEach: () => {
    mockControls.fail('users.updateKeyDetails', { network: true }, { times: 1 });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Failed to update profile')).toBeVisible();
    await expect(body().getByText('Unknown error occurred. Please try again later.')).toBeVisible();
  },
};

/** The nationality picker speaks of nationalities, not skills. */
export const DialogNationalityWording: Story = {
  beforeEach: () => {
    Object.assign(mockSession.current() ?? {}, { nationality: 'Nigeria,Ireland' });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText('Selected nationalities (2):')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Selected nationalities (2):' })).toBeVisible();
    await expect(dialog.queryByText(/Selected Skills/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Nigeria' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Ireland' }));
    await expect(dialog.getByText('Selected nationalities (0):')).toBeVisible();
    await expect(dialog.getByText('Please choose a nationality from above.')).toBeVisible();
    await expect(dialog.queryByText('Please choose skills from above.')).toBeNull();
  },
};
