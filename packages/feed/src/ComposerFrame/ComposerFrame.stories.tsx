import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockControls, mockStore } from '@edupassport/api-client/mocks';
import { Button, TextArea, TextField, useApiClient } from '@edupassport/ui';
import { storedPost } from '../PostCard/storyData';
import { ComposerFrame, type ComposerFrameProps } from './ComposerFrame';
import { enter, OWN_POST_ID, setOwnPost } from './storyHelpers';

/** What the create stories type. */
const TITLE = 'Library closed for stocktake';
const CONTENT = 'The library is closed on Monday and Tuesday while we count every book. Returns go in the box by the office.';
/** What CreateWithKeyboard types key by key: short, as every key costs a render (a long text times out on a busy machine). */
const KEY_TITLE = 'Library closed';
const KEY_CONTENT = 'Closed Monday.';
/** The announcement the postAuthor's own post becomes for the edit story. */
const OWN_TITLE = 'Sports day moves to Thursday';
const OWN_CONTENT = 'The forecast for Wednesday is heavy rain, so races and the picnic move to Thursday 12 June.';
/** What an accidentally closed composer left behind. */
const DRAFT = { headline: 'Parents’ evening', content: 'Book a slot with each of your child’s teachers' };

const previewCard = { margin: 0, padding: 16, border: '1px solid var(--edu-color-border)', borderRadius: 'var(--edu-radius-md)' } as const;

/** The frame's open state as a host keeps it: its opener shows it, and every change also reaches the spied `onOpenChange`. */
function useHostOpen(initialOpen: boolean, onOpenChange: (open: boolean) => void) {
  const [open, setOpen] = useState(initialOpen);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return { open, show: () => setOpen(true), onOpenChange: change };
}

/**
 * A host of the frame: an opener button and a two-field announcement form; Save creates the announcement on the
 * mock backend (or, with `editing`, updates the postAuthor's own post). The args' callbacks are spied on.
 */
function AnnouncementFrame({ open: initialOpen, onOpenChange, onSave, onDiscard, draftOffer, ...args }: ComposerFrameProps) {
  const client = useApiClient();
  const [post] = useState(() => (args.editing ? storedPost(OWN_POST_ID) : undefined));
  const initial = { headline: post?.headline ?? '', content: post?.content ?? '' };
  const host = useHostOpen(initialOpen, onOpenChange);
  const [values, setValues] = useState(initial);
  const [offered, setOffered] = useState(Boolean(draftOffer));
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const input = { post_type: 'announcement' as const, headline: values.headline.trim(), content: values.content.trim() };
  return (
    <>
      <Button variant="outline" onClick={host.show}>
        {post ? 'Edit announcement' : 'New announcement'}
      </Button>
      <ComposerFrame
        {...args}
        open={host.open}
        onOpenChange={host.onOpenChange}
        editContent={
          <div style={{ display: 'grid', gap: 16 }}>
            <TextField label="Title" required value={values.headline} onValueChange={set('headline')} />
            <TextArea label="Content" required value={values.content} onValueChange={set('content')} />
          </div>
        }
        isValid={input.headline !== '' && input.content !== ''}
        invalidHint="Add a title and content to continue."
        dirty={values.headline !== initial.headline || values.content !== initial.content}
        onSave={async () => {
          await onSave();
          await (post ? client.posts.update(post.id, input) : client.feed.createPost(input));
        }}
        onDiscard={() => {
          setValues(initial);
          onDiscard?.();
        }}
        draftOffer={
          offered && draftOffer
            ? {
                onRestore: () => {
                  setValues(DRAFT);
                  setOffered(false);
                  draftOffer.onRestore();
                },
                onDismiss: () => {
                  setOffered(false);
                  draftOffer.onDismiss();
                },
              }
            : null
        }
        previewContent={
          <article style={previewCard} aria-label="Announcement preview">
            <strong style={{ display: 'block', fontSize: 'var(--edu-font-size-lg)' }}>{input.headline}</strong>
            <p style={{ margin: '8px 0 0', whiteSpace: 'pre-wrap' }}>{input.content}</p>
          </article>
        }
      />
    </>
  );
}

/** A host with two editing steps (the poll's question, then its choices) before the preview; Save creates the poll. */
function PollFrame({ open: initialOpen, onOpenChange, onSave, ...args }: ComposerFrameProps) {
  const client = useApiClient();
  const host = useHostOpen(initialOpen, onOpenChange);
  const [question, setQuestion] = useState('');
  const [choices, setChoices] = useState(['', '']);
  const setChoice = (index: number) => (text: string) => setChoices((current) => current.map((c, i) => (i === index ? text : c)));
  const filled = choices.map((c) => c.trim()).filter(Boolean);
  return (
    <>
      <Button variant="outline" onClick={host.show}>
        New poll
      </Button>
      <ComposerFrame
        {...args}
        open={host.open}
        onOpenChange={host.onOpenChange}
        dirty={question !== '' || filled.length > 0}
        editSteps={[
          {
            id: 'question',
            title: 'Question',
            isValid: question.trim() !== '',
            invalidHint: 'Add a question to continue.',
            content: <TextField label="Question" required value={question} onValueChange={setQuestion} />,
          },
          {
            id: 'choices',
            title: 'Choices',
            isValid: filled.length === choices.length,
            invalidHint: 'Add both choices to continue.',
            content: (
              <div style={{ display: 'grid', gap: 16 }}>
                {choices.map((choice, index) => (
                  <TextField key={index} label={`Choice ${index + 1}`} required value={choice} onValueChange={setChoice(index)} />
                ))}
              </div>
            ),
          },
        ]}
        onSave={async () => {
          await onSave();
          await client.feed.createPost({
            post_type: 'poll',
            headline: question.trim(),
            poll_options: filled.map((text) => ({ text })),
            poll_length: { days: 1, hours: 0, minutes: 0 },
          });
        }}
        previewContent={
          <article style={previewCard} aria-label="Poll preview">
            <strong style={{ display: 'block', fontSize: 'var(--edu-font-size-lg)' }}>{question.trim()}</strong>
            <ul style={{ margin: '8px 0 0' }}>
              {filled.map((choice) => (
                <li key={choice}>{choice}</li>
              ))}
            </ul>
          </article>
        }
      />
    </>
  );
}

const meta = {
  title: 'Feed/ComposerFrame',
  component: ComposerFrame,
  args: {
    open: true,
    title: 'Create Announcement',
    // Each story's render builds the form and its preview from its own state.
    previewContent: null,
    onOpenChange: fn(),
    onSave: fn(),
    onDiscard: fn(),
  },
  render: (args) => <AnnouncementFrame {...args} />,
  parameters: { session: 'postAuthor' },
} satisfies Meta<typeof ComposerFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findDialog = (canvasElement: HTMLElement, name = 'Create Announcement') => page(canvasElement).findByRole('dialog', { name });

/** Fills the announcement form (by pasting; CreateWithKeyboard types). */
async function fill(d: ReturnType<typeof within>, headline = TITLE, content = CONTENT) {
  await enter(d.getByRole('textbox', { name: /Title/ }), headline);
  await enter(d.getByRole('textbox', { name: /Content/ }), content);
}

/** Step 1, empty: the form has the focus, Continue is disabled and the hint says why until both fields hold text. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    const d = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('Step 1 of 2');
    await expect(dialog).toHaveAttribute('data-composer-step', 'edit');
    await expect(d.getByRole('heading', { name: 'Edit' })).toBeVisible();
    await waitFor(() => expect(d.getByRole('textbox', { name: /Title/ })).toHaveFocus());
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(d.getByText('Add a title and content to continue.')).toBeVisible();
    await enter(d.getByRole('textbox', { name: /Title/ }), TITLE);
    await enter(d.getByRole('textbox', { name: /Content/ }), '   ');
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await enter(d.getByRole('textbox', { name: /Content/ }), CONTENT);
    await expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(d.queryByText('Add a title and content to continue.')).toBeNull();
  },
};

/** Step 2: the post as it will look; Cancel and Back on the preview return to the form, focus on its heading, input kept. */
export const Preview: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const d = within(dialog);
    await fill(d);
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(d.getByRole('heading', { name: 'Preview' })).toHaveFocus());
    await expect(dialog).toHaveAccessibleDescription('Step 2 of 2');
    await expect(dialog).toHaveAttribute('data-composer-step', 'preview');
    const preview = d.getByRole('article', { name: 'Announcement preview' });
    await expect(preview).toHaveTextContent(TITLE);
    await expect(preview).toHaveTextContent(CONTENT);
    await expect(d.getByRole('button', { name: 'Save' })).toBeEnabled();

    // On the preview, Cancel goes back to editing instead of closing.
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(d.getByRole('heading', { name: 'Edit' })).toHaveFocus());
    await expect(dialog).toHaveAccessibleDescription('Step 1 of 2');
    await expect(d.getByRole('textbox', { name: /Title/ })).toHaveValue(TITLE);
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(d.getByRole('heading', { name: 'Edit' })).toHaveFocus());
    await expect(d.getByRole('textbox', { name: /Content/ })).toHaveValue(CONTENT);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** End to end, keyboard only: type, Continue, Save; the announcement is created, the frame closes and hands the focus back. */
export const CreateWithKeyboard: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'New announcement' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog(canvasElement);
    const d = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('Step 1 of 2');
    await waitFor(() => expect(d.getByRole('textbox', { name: /Title/ })).toHaveFocus());
    await userEvent.keyboard(KEY_TITLE);
    await userEvent.tab();
    await expect(d.getByRole('textbox', { name: /Content/ })).toHaveFocus();
    await userEvent.keyboard(KEY_CONTENT);
    await userEvent.tab();
    await userEvent.tab();
    await expect(d.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(d.getByRole('heading', { name: 'Preview' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(d.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onDiscard).not.toHaveBeenCalled();
    await expect(mockStore.posts[0]).toMatchObject({ post_type: 'announcement', headline: KEY_TITLE, content: KEY_CONTENT });
    await waitFor(() => expect(opener).toHaveFocus());

    // A saved composer closes without asking, and opens again on its first step.
    await userEvent.keyboard('{Enter}');
    const again = await findDialog(canvasElement);
    await expect(again).toHaveAccessibleDescription('Step 1 of 2');
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** A host may name the submit ('Post' instead of Save). */
export const CustomSubmitLabel: Story = {
  args: { createLabel: 'Post' },
  play: async ({ canvasElement, args }) => {
    const d = within(await findDialog(canvasElement));
    await fill(d);
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await expect(d.queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Editing a post: the form starts filled, the submit reads Update, and the stored post changes. */
export const Edit: Story = {
  args: { title: 'Edit Announcement', editing: true, createLabel: 'Post' },
  beforeEach: () => {
    setOwnPost({ post_type: 'announcement', headline: OWN_TITLE, content: OWN_CONTENT });
  },
  play: async ({ canvasElement, args }) => {
    const d = within(await findDialog(canvasElement, 'Edit Announcement'));
    const title = d.getByRole('textbox', { name: /Title/ });
    await expect(title).toHaveValue(OWN_TITLE);
    await expect(d.getByRole('textbox', { name: /Content/ })).toHaveValue(OWN_CONTENT);
    await expect(d.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await userEvent.clear(title);
    await enter(title, 'Sports day moves to Friday');
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await expect(d.queryByRole('button', { name: 'Post' })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(mockStore.posts.find((p) => p.id === OWN_POST_ID)).toMatchObject({ headline: 'Sports day moves to Friday', content: OWN_CONTENT });
  },
};

/** While saving: a busy 'Saving...' submit, Back and Cancel disabled, and Escape does not close the frame. */
export const Saving: Story = {
  beforeEach: () => {
    mockControls.delay('feed.createPost', 'infinite');
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const d = within(dialog);
    await fill(d);
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    const saving = await d.findByRole('button', { name: /Saving/ });
    await expect(saving).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(d.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const FAILURE = 'Posting is paused while the feed is being updated. Please try again shortly.';

/** A failed save keeps the frame open on the preview with the server's reason; Back finds every input kept. */
export const SaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('feed.createPost', { status: 503, message: FAILURE });
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const d = within(dialog);
    await fill(d);
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByRole('alert')).toHaveTextContent(FAILURE);
    await expect(dialog).toHaveAttribute('data-composer-step', 'preview');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(mockStore.posts.some((p) => p.headline === TITLE)).toBe(false);
    await userEvent.click(d.getByRole('button', { name: 'Back' }));
    await expect(d.getByRole('textbox', { name: /Title/ })).toHaveValue(TITLE);
    await expect(d.getByRole('textbox', { name: /Content/ })).toHaveValue(CONTENT);
    // A new step starts without the last step's error.
    await expect(d.queryByText(FAILURE)).toBeNull();
  },
};

/** After a failed save, an Escape answered with Keep editing leaves everything as it was, the server's reason included. */
export const SaveFailsThenKeepEditing: Story = {
  beforeEach: () => {
    mockControls.fail('feed.createPost', { status: 503, message: FAILURE });
  },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await findDialog(canvasElement);
    const d = within(dialog);
    await fill(d);
    await userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByRole('alert')).toHaveTextContent(FAILURE);
    await userEvent.keyboard('{Escape}');
    const confirm = await body.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(dialog).toHaveAttribute('data-composer-step', 'preview');
    await expect(d.getByRole('alert')).toHaveTextContent(FAILURE);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Nothing typed: Cancel closes at once, with no question, and the focus goes back to the opener. */
export const CloseUnchanged: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New announcement' }));
    const d = within(await findDialog(canvasElement));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onDiscard).not.toHaveBeenCalled();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'New announcement' })).toHaveFocus());
  },
};

/** Closing with changes asks first: Keep editing returns to the form untouched; Discard drops it and closes. */
export const DiscardConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const d = within(await findDialog(canvasElement));
    const title = d.getByRole('textbox', { name: /Title/ });
    await enter(title, TITLE);
    await userEvent.keyboard('{Escape}');
    const confirm = await body.findByRole('alertdialog', { name: 'Discard changes?' });
    await expect(confirm).toHaveAccessibleDescription('What you have typed will be lost.');
    // The safe choice has the focus.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(title).toHaveValue(TITLE);
    await waitFor(() => expect(title).toHaveFocus());
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await userEvent.click(within(await body.findByRole('alertdialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Create Announcement' })).toBeNull());
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New announcement' }));
    await expect(within(await findDialog(canvasElement)).getByRole('textbox', { name: /Title/ })).toHaveValue('');
  },
};

/** A draft left by an accidental close is offered above the form; Restore draft fills it in. */
export const DraftOffered: Story = {
  args: { draftOffer: { onRestore: fn(), onDismiss: fn() } },
  play: async ({ canvasElement, args }) => {
    const d = within(await findDialog(canvasElement));
    const offer = d.getByRole('status');
    await expect(offer).toHaveTextContent('You have an unsaved draft.');
    await expect(d.getByRole('textbox', { name: /Title/ })).toHaveValue('');
    await userEvent.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    await expect(args.draftOffer?.onRestore).toHaveBeenCalledTimes(1);
    await expect(args.draftOffer?.onDismiss).not.toHaveBeenCalled();
    await expect(d.getByRole('textbox', { name: /Title/ })).toHaveValue(DRAFT.headline);
    await expect(d.getByRole('textbox', { name: /Content/ })).toHaveValue(DRAFT.content);
    await expect(d.queryByText('You have an unsaved draft.')).toBeNull();
  },
};

/** Start over drops the offered draft and keeps the form empty. */
export const DraftDismissed: Story = {
  args: { draftOffer: { onRestore: fn(), onDismiss: fn() } },
  play: async ({ canvasElement, args }) => {
    const d = within(await findDialog(canvasElement));
    await userEvent.click(within(d.getByRole('status')).getByRole('button', { name: 'Start over' }));
    await expect(args.draftOffer?.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.draftOffer?.onRestore).not.toHaveBeenCalled();
    await expect(d.queryByText('You have an unsaved draft.')).toBeNull();
    await expect(d.getByRole('textbox', { name: /Title/ })).toHaveValue('');
  },
};

/** Several editing steps before the preview: each has its own hint, and Cancel on the preview returns to the last one. */
export const SeveralEditSteps: Story = {
  args: { title: 'Create Poll' },
  render: (args) => <PollFrame {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'Create Poll');
    const d = within(dialog);
    const next = () => userEvent.click(d.getByRole('button', { name: 'Continue' }));
    await expect(dialog).toHaveAccessibleDescription('Step 1 of 3');
    await expect(dialog).toHaveAttribute('data-composer-step', 'question');
    await expect(d.getByRole('heading', { name: 'Question' })).toBeVisible();
    await expect(d.getByText('Add a question to continue.')).toBeVisible();
    await enter(d.getByRole('textbox', { name: /Question/ }), 'Which day suits sports day best?');
    await next();

    await waitFor(() => expect(d.getByRole('heading', { name: 'Choices' })).toHaveFocus());
    await expect(dialog).toHaveAccessibleDescription('Step 2 of 3');
    await expect(dialog).toHaveAttribute('data-composer-step', 'choices');
    await expect(d.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(d.getByText('Add both choices to continue.')).toBeVisible();
    await enter(d.getByRole('textbox', { name: /Choice 1/ }), 'Thursday');
    await enter(d.getByRole('textbox', { name: /Choice 2/ }), 'Friday');
    await next();

    await expect(dialog).toHaveAccessibleDescription('Step 3 of 3');
    await expect(d.getByRole('article', { name: 'Poll preview' })).toHaveTextContent('Which day suits sports day best?ThursdayFriday');
    // Cancel on the preview returns to the last editing step, not the first.
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await expect(dialog).toHaveAccessibleDescription('Step 2 of 3');
    await userEvent.click(d.getByRole('button', { name: 'Back' }));
    await expect(dialog).toHaveAccessibleDescription('Step 1 of 3');
    await expect(d.getByRole('textbox', { name: /Question/ })).toHaveValue('Which day suits sports day best?');

    await next();
    await next();
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(mockStore.posts[0]).toMatchObject({ post_type: 'poll', headline: 'Which day suits sports day best?' });
    await expect(mockStore.posts[0]?.poll_options.map((o) => o.text)).toEqual(['Thursday', 'Friday']);
  },
};
