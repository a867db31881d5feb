import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockControls, mockStore } from '@edupassport/api-client/mocks';
import { ComposerStage, enter, setOwnPost, type ComposerStageProps } from '../ComposerFrame/storyHelpers';
import { PollComposer } from './PollComposer';

/** The poll the postAuthor's own post becomes for the edit story. */
const QUESTION = 'Which evening suits you best for the Year 6 transition meeting?';

function Stage(props: Omit<ComposerStageProps, 'draft'>) {
  return <ComposerStage {...props} composer={PollComposer} postType="poll" noun="poll" />;
}

const meta = {
  title: 'Feed/PollComposer',
  component: Stage,
  args: { onSaved: fn() },
  parameters: { session: 'postAuthor' },
  beforeEach: () => {
    setOwnPost({
      post_type: 'poll',
      headline: QUESTION,
      content: '',
      poll_options: [
        { text: 'Tuesday 6pm', votes: 12 },
        { text: 'Wednesday 6pm', votes: 9 },
        { text: 'Thursday 5:30pm', votes: 4 },
      ],
      poll_length: { days: 3, hours: 0, minutes: 0 },
    });
  },
} satisfies Meta<typeof Stage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement, name: string) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** Step 1, empty: 2 choices, no remove buttons, Continue disabled with both reasons shown. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const d = within(await dialog(canvasElement, 'Create Poll'));
    await expect(d.getAllByRole('textbox', { name: /Choice/ })).toHaveLength(2);
    await expect(d.queryByRole('button', { name: /Remove choice/ })).toBeNull();
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(d.getByText('Enter a question to continue. Fill in at least 2 choices to continue.')).toBeVisible();
  },
};

/** A question alone is not enough: at least 2 choices must be filled in. */
export const NotEnoughChoices: Story = {
  play: async ({ canvasElement }) => {
    const d = within(await dialog(canvasElement, 'Create Poll'));
    await enter(d.getByRole('textbox', { name: /Question/ }), QUESTION);
    await enter(d.getByRole('textbox', { name: 'Choice 1' }), 'Tuesday 6pm');
    await enter(d.getByRole('textbox', { name: 'Choice 2' }), '   ');
    await expect(d.getByText('Fill in at least 2 choices to continue.')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** Two choices that differ only in case or spaces are refused with a message; changing one lets the poll go on. */
export const DuplicateChoices: Story = {
  play: async ({ canvasElement }) => {
    const d = within(await dialog(canvasElement, 'Create Poll'));
    await enter(d.getByRole('textbox', { name: /Question/ }), QUESTION);
    await enter(d.getByRole('textbox', { name: 'Choice 1' }), 'Tuesday 6pm');
    await enter(d.getByRole('textbox', { name: 'Choice 2' }), '  tuesday 6PM ');
    await expect(await d.findByText('Each choice must be different.')).toBeVisible();
    await expect(d.getByRole('textbox', { name: 'Choice 2' })).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.clear(d.getByRole('textbox', { name: 'Choice 2' }));
    await enter(d.getByRole('textbox', { name: 'Choice 2' }), 'Wednesday 6pm');
    await waitFor(() => expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await expect(d.queryByText('Each choice must be different.')).toBeNull();
  },
};

/** Ten choices at most: Add choice gives way to a note; removing goes back down to 2. */
export const TenChoices: Story = {
  play: async ({ canvasElement }) => {
    const d = within(await dialog(canvasElement, 'Create Poll'));
    for (let i = 0; i < 8; i += 1) await userEvent.click(d.getByRole('button', { name: 'Add choice' }));
    await expect(d.getAllByRole('textbox', { name: /Choice/ })).toHaveLength(10);
    await expect(d.getByText('A poll has at most 10 choices.')).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Add choice' })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Remove choice 10' }));
    await expect(d.getAllByRole('textbox', { name: /Choice/ })).toHaveLength(9);
    await expect(d.getByRole('button', { name: 'Add choice' })).toBeVisible();
  },
};

/** Poll length: non-numeric text becomes 0, hours stop at 23 and minutes at 59. */
export const LengthRules: Story = {
  play: async ({ canvasElement }) => {
    const d = within(await dialog(canvasElement, 'Create Poll'));
    const days = d.getByRole('spinbutton', { name: /Days/ });
    const hours = d.getByRole('spinbutton', { name: /Hours/ });
    const minutes = d.getByRole('spinbutton', { name: /Minutes/ });
    await userEvent.clear(days);
    await userEvent.type(days, 'abc');
    await userEvent.tab();
    await waitFor(() => expect(days).toHaveValue('0'));
    await userEvent.clear(hours);
    await userEvent.type(hours, '30');
    await userEvent.tab();
    await waitFor(() => expect(hours).toHaveValue('23'));
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '75');
    await userEvent.tab();
    await waitFor(() => expect(minutes).toHaveValue('59'));
  },
};

/** A poll of no length (0 days, 0 hours, 0 minutes) is refused with a message; one minute is enough. */
export const ZeroLength: Story = {
  play: async ({ canvasElement }) => {
    const d = within(await dialog(canvasElement, 'Create Poll'));
    await enter(d.getByRole('textbox', { name: /Question/ }), QUESTION);
    await enter(d.getByRole('textbox', { name: 'Choice 1' }), 'Tuesday 6pm');
    await enter(d.getByRole('textbox', { name: 'Choice 2' }), 'Wednesday 6pm');
    const days = d.getByRole('spinbutton', { name: /Days/ });
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.tab();
    await expect(d.getByRole('spinbutton', { name: /Hours/ })).toHaveValue('0');
    await expect(d.getByRole('spinbutton', { name: /Minutes/ })).toHaveValue('0');
    await expect(await d.findByText('Set a poll length of at least 1 minute to continue.')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
    const minutes = d.getByRole('spinbutton', { name: /Minutes/ });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '1');
    await userEvent.tab();
    await waitFor(() => expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await expect(d.queryByText('Set a poll length of at least 1 minute to continue.')).toBeNull();
  },
};

/** End to end: question, three choices, 2 days; the preview shows it all; Save creates the poll. */
export const CreateAndPreview: Story = {
  play: async ({ canvasElement, args }) => {
    const d = within(await dialog(canvasElement, 'Create Poll'));
    await enter(d.getByRole('textbox', { name: /Question/ }), QUESTION);
    await enter(d.getByRole('textbox', { name: 'Choice 1' }), 'Tuesday 6pm');
    await enter(d.getByRole('textbox', { name: 'Choice 2' }), 'Wednesday 6pm');
    await userEvent.click(d.getByRole('button', { name: 'Add choice' }));
    await enter(d.getByRole('textbox', { name: 'Choice 3' }), 'Thursday 5:30pm');
    const days = d.getByRole('spinbutton', { name: /Days/ });
    await userEvent.clear(days);
    await userEvent.type(days, '2');
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(d.getByRole('heading', { name: 'Preview' })).toHaveFocus());
    await expect(d.getByText('Thursday 5:30pm')).toBeVisible();
    await expect(d.getByText('Poll length: 2d 0h 0m')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(mockStore.posts[0]).toMatchObject({ post_type: 'poll', headline: QUESTION, poll_length: { days: 2, hours: 0, minutes: 0 } });
    await expect(await within(canvasElement).findByText(QUESTION)).toBeVisible();
  },
};

/** Editing preloads the question, choices and length; Update keeps the votes and the card shows the change. */
export const Edit: Story = {
  args: { edit: true },
  play: async ({ canvasElement, args }) => {
    const d = within(await dialog(canvasElement, 'Edit Poll'));
    await expect(d.getByRole('textbox', { name: 'Choice 3' })).toHaveValue('Thursday 5:30pm');
    await userEvent.click(d.getByRole('button', { name: 'Add choice' }));
    await enter(d.getByRole('textbox', { name: 'Choice 4' }), 'Monday 4pm');
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(await within(canvasElement).findByText('Monday 4pm')).toBeVisible();
  },
};

/** A failed save keeps the dialog open with every input and shows the server's error. */
export const SaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('feed.createPost', { status: 500, message: 'We could not publish your poll. Please try again.' });
  },
  play: async ({ canvasElement, args }) => {
    const d = within(await dialog(canvasElement, 'Create Poll'));
    await enter(d.getByRole('textbox', { name: /Question/ }), QUESTION);
    await enter(d.getByRole('textbox', { name: 'Choice 1' }), 'Tuesday 6pm');
    await enter(d.getByRole('textbox', { name: 'Choice 2' }), 'Wednesday 6pm');
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByRole('alert')).toHaveTextContent('We could not publish your poll. Please try again.');
    await expect(args.onSaved).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('button', { name: 'Back' }));
    await expect(d.getByRole('textbox', { name: 'Choice 2' })).toHaveValue('Wednesday 6pm');
  },
};
