import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { StoryInput, StoryTextarea } from '../overlays/StoryField';
import { StepDialog, type StepDialogProps } from './StepDialog';

const previewCard = {
  margin: 0,
  padding: 16,
  border: '1px solid var(--edu-color-border)',
  borderRadius: 'var(--edu-radius-md)',
  background: 'var(--edu-color-surface)',
} as const;

/** The spec's announcement dialog: step 1 edit, step 2 preview; the form state lives here, in the parent. */
function AnnouncementDialog(args: StepDialogProps) {
  const [open, setOpen] = useState(args.defaultOpen ?? false);
  const [headline, setHeadline] = useState('');
  const [content, setContent] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Create announcement</Button>
      <StepDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
        steps={[
          {
            id: 'edit',
            title: 'Edit',
            isValid: headline.trim() !== '' && content.trim() !== '',
            content: (
              <>
                <StoryInput label="Title" value={headline} onChange={(event) => setHeadline(event.target.value)} />
                <StoryTextarea label="Content" value={content} onChange={(event) => setContent(event.target.value)} />
              </>
            ),
          },
          {
            id: 'preview',
            title: 'Preview',
            isPreview: true,
            content: (
              <article style={previewCard} aria-label="Announcement preview">
                <strong style={{ display: 'block', fontSize: 'var(--edu-font-size-lg)' }}>{headline}</strong>
                <p style={{ margin: '8px 0 0', whiteSpace: 'pre-wrap' }}>{content}</p>
              </article>
            ),
          },
        ]}
      />
    </>
  );
}

const meta = {
  title: 'UI/StepDialog',
  component: StepDialog,
  args: {
    title: 'Create announcement',
    // Each story's render builds its steps from its own form state.
    steps: [],
    onSubmit: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    onStepChange: fn(),
  },
  render: (args) => <AnnouncementDialog {...args} />,
} satisfies Meta<typeof StepDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openAnnouncement(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create announcement' }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Create announcement' });
  return { dialog, inDialog: within(dialog) };
}

export const EditThenPreview: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, inDialog } = await openAnnouncement(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Step 1 of 2');
    await expect(inDialog.getByRole('heading', { name: 'Edit' })).toBeVisible();
    const title = inDialog.getByLabelText('Title');
    await expect(title).toHaveFocus();

    // Continue waits for both fields (the spec trims them).
    const continueButton = inDialog.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await userEvent.type(title, 'Staff training day on Friday');
    await userEvent.type(inDialog.getByLabelText('Content'), '   ');
    await expect(continueButton).toBeDisabled();
    await userEvent.type(inDialog.getByLabelText('Content'), 'School closes at 1 pm so teachers can attend the safeguarding training.');
    await expect(continueButton).toBeEnabled();

    await userEvent.click(continueButton);
    await expect(dialog).toHaveAccessibleDescription('Step 2 of 2');
    await expect(inDialog.getByRole('heading', { name: 'Preview' })).toHaveFocus();
    const preview = inDialog.getByRole('article', { name: 'Announcement preview' });
    await expect(preview).toHaveTextContent('Staff training day on Friday');
    await expect(preview).toHaveTextContent('School closes at 1 pm');
    await expect(args.onStepChange).toHaveBeenLastCalledWith(1);

    // Back returns to the form with everything typed still there.
    await userEvent.click(inDialog.getByRole('button', { name: 'Back' }));
    await expect(dialog).toHaveAccessibleDescription('Step 1 of 2');
    await expect(inDialog.getByLabelText('Title')).toHaveValue('Staff training day on Friday');

    await userEvent.click(inDialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelOnFirstStep: Story = {
  play: async ({ canvasElement, args }) => {
    const { inDialog } = await openAnnouncement(canvasElement);
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(within(canvasElement).getByRole('button', { name: 'Create announcement' })).toHaveFocus();
  },
};

export const PreviewCancelReturnsToStepOne: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, inDialog } = await openAnnouncement(canvasElement);
    await userEvent.type(inDialog.getByLabelText('Title'), 'Parents’ evening moved to Thursday');
    await userEvent.type(inDialog.getByLabelText('Content'), 'Book your slots in the school app.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Continue' }));
    // On the preview, Cancel goes back to editing instead of abandoning the post.
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await expect(dialog).toHaveAccessibleDescription('Step 1 of 2');
    await expect(inDialog.getByLabelText('Content')).toHaveValue('Book your slots in the school app.');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const SubmitFails: Story = {
  args: {
    onSubmit: fn(
      () =>
        new Promise<never>((_, reject) => {
          setTimeout(() => reject(new Error('We could not post your announcement. Check your connection and try again.')), 400);
        }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const { dialog, inDialog } = await openAnnouncement(canvasElement);
    await userEvent.type(inDialog.getByLabelText('Title'), 'Science fair winners');
    await userEvent.type(inDialog.getByLabelText('Content'), 'Congratulations to Year 8 for their water filter project!');
    await userEvent.click(inDialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Save' }));

    // While saving: a busy button, and Escape does not throw the work away.
    await expect(inDialog.getByRole('button', { name: /Saving/ })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();

    const alert = await inDialog.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not post your announcement. Check your connection and try again.');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeVisible();
    await expect(inDialog.getByRole('article', { name: 'Announcement preview' })).toHaveTextContent('Science fair winners');

    await userEvent.click(inDialog.getByRole('button', { name: 'Back' }));
    await expect(inDialog.getByLabelText('Title')).toHaveValue('Science fair winners');
    await expect(inDialog.queryByRole('alert')).toBeNull();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const { dialog, inDialog } = await openAnnouncement(canvasElement);
    await userEvent.type(inDialog.getByLabelText('Title'), 'Library closed for stocktake');
    await userEvent.type(inDialog.getByLabelText('Content'), 'The library reopens on Monday.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Save' }));
    const saving = inDialog.getByRole('button', { name: /Saving/ });
    await expect(saving).toHaveAttribute('data-state', 'loading');
    await expect(inDialog.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(inDialog.getByRole('button', { name: 'Close' }));
    await expect(dialog).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

const microblogTypes = ['Learn path', 'Case studies', 'Content of interest', 'Tutorials', 'Guides'];
const covers = ['Students at a whiteboard', 'Library shelves', 'Science lab'];
const layouts = ['Side by side', 'Full width'];

function Choices({ legend, options, value, onChange }: { legend: string; options: string[]; value: string; onChange: (value: string) => void }) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      <legend style={{ marginBottom: 8, fontWeight: 500 }}>{legend}</legend>
      {options.map((option) => (
        <label key={option} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input type="radio" name={legend} value={option} checked={value === option} onChange={() => onChange(option)} />
          {option}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Steps whose fields keep their own state (no parent holds it): each step stays mounted while another shows, so going
 * Back and Continue again keeps what was typed on every step, and nothing is asked twice.
 */
export const BackAndForwardKeepsEntries: Story = {
  args: { title: 'Request an endorsement', submitLabel: 'Send' },
  render: (args) => (
    <StepDialog
      {...args}
      defaultOpen
      steps={[
        { id: 'who', title: 'Who to ask', content: <StoryInput label="Email" type="email" /> },
        { id: 'note', title: 'Your note', content: <StoryTextarea label="Message" /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Request an endorsement' });
    const inDialog = within(dialog);
    await userEvent.type(inDialog.getByLabelText('Email'), 'amaka.okafor@example.org');
    await userEvent.click(inDialog.getByRole('button', { name: 'Continue' }));
    await userEvent.type(inDialog.getByLabelText('Message'), 'Could you endorse my safeguarding work?');
    await userEvent.click(inDialog.getByRole('button', { name: 'Back' }));
    await expect(dialog).toHaveAccessibleDescription('Step 1 of 2');
    await expect(inDialog.getByLabelText('Email')).toHaveValue('amaka.okafor@example.org');
    await userEvent.click(inDialog.getByRole('button', { name: 'Continue' }));
    await expect(inDialog.getByLabelText('Message')).toHaveValue('Could you endorse my safeguarding work?');
  },
};

/** The spec's five-step microblog flow; Cancel on the preview returns to content editing (step 4). */
function MicroblogDialog(args: StepDialogProps) {
  const [open, setOpen] = useState(args.defaultOpen ?? false);
  const [type, setType] = useState('');
  const [headline, setHeadline] = useState('');
  const [cover, setCover] = useState('');
  const [layout, setLayout] = useState('');
  const [page, setPage] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Write a microblog</Button>
      <StepDialog
        {...args}
        open={open}
        onOpenChange={setOpen}
        steps={[
          {
            id: 'type',
            title: 'Choose a type',
            isValid: type !== '',
            content: <Choices legend="Microblog type" options={microblogTypes} value={type} onChange={setType} />,
          },
          {
            id: 'learn-path',
            title: 'Build your learn path',
            isValid: headline.trim() !== '' && cover !== '',
            content: (
              <>
                <StoryInput label="Headline" value={headline} onChange={(event) => setHeadline(event.target.value)} />
                <Choices legend="Cover image" options={covers} value={cover} onChange={setCover} />
              </>
            ),
          },
          {
            id: 'layout',
            title: 'Choose a layout',
            isValid: layout !== '',
            content: <Choices legend="Layout" options={layouts} value={layout} onChange={setLayout} />,
          },
          {
            id: 'content',
            title: 'Write your pages',
            isValid: page.trim() !== '',
            content: <StoryTextarea label="Page 1" value={page} onChange={(event) => setPage(event.target.value)} />,
          },
          {
            id: 'preview',
            title: 'Preview',
            isPreview: true,
            content: (
              <article style={previewCard} aria-label="Microblog preview">
                <small style={{ color: 'var(--edu-color-text-muted)' }}>
                  {type} · {layout} · {cover}
                </small>
                <strong style={{ display: 'block', fontSize: 'var(--edu-font-size-lg)', marginTop: 4 }}>{headline}</strong>
                <p style={{ margin: '8px 0 0', whiteSpace: 'pre-wrap' }}>{page}</p>
              </article>
            ),
          },
        ]}
      />
    </>
  );
}

export const MicroblogFiveSteps: Story = {
  args: { title: 'Write a microblog', submitLabel: 'Post', previewBackTo: 3, size: 'lg' },
  render: (args) => <MicroblogDialog {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Write a microblog' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Write a microblog' });
    const inDialog = within(dialog);
    const next = () => userEvent.click(inDialog.getByRole('button', { name: 'Continue' }));

    await expect(dialog).toHaveAccessibleDescription('Step 1 of 5');
    await userEvent.click(inDialog.getByRole('radio', { name: 'Tutorials' }));
    await next();
    await expect(dialog).toHaveAccessibleDescription('Step 2 of 5');
    await userEvent.type(inDialog.getByLabelText('Headline'), 'Fractions with paper strips');
    await expect(inDialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(inDialog.getByRole('radio', { name: 'Library shelves' }));
    await next();
    await userEvent.click(inDialog.getByRole('radio', { name: 'Full width' }));
    await next();
    await userEvent.type(inDialog.getByLabelText('Page 1'), 'Fold a strip into halves, then quarters, and compare.');
    await next();
    await expect(dialog).toHaveAccessibleDescription('Step 5 of 5');
    await expect(inDialog.getByRole('article', { name: 'Microblog preview' })).toHaveTextContent('Tutorials · Full width · Library shelves');

    // Cancel on the preview returns to content editing, with the page text kept.
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await expect(dialog).toHaveAccessibleDescription('Step 4 of 5');
    await expect(inDialog.getByLabelText('Page 1')).toHaveValue('Fold a strip into halves, then quarters, and compare.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Back' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Back' }));
    await expect(inDialog.getByLabelText('Headline')).toHaveValue('Fractions with paper strips');

    await next();
    await next();
    await next();
    await userEvent.click(inDialog.getByRole('button', { name: 'Post' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const DarkThemeWithError: Story = {
  ...SubmitFails,
  globals: { theme: 'dark' },
};
