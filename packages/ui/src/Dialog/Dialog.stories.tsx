import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { LocationCombobox, useCountryField } from '../LocationCombobox';
import { Menu, MenuItem } from '../Menu';
import { MonthYearPicker } from '../MonthYearPicker';
import { StoryInput, StoryTextarea } from '../overlays/StoryField';
import { POST_REACTION_OPTIONS, ReactionPicker } from '../ReactionPicker';
import { Select } from '../Select';
import { SkillsMultiSelect } from '../SkillsMultiSelect';
import { Tooltip } from '../Tooltip';
import { YearPicker } from '../YearPicker';
import { EduThemeProvider } from '../theme/EduThemeProvider';
import { createTheme } from '../theme/theme';
import { Dialog, type DialogProps } from './Dialog';

/** A trigger button and the dialog it opens, the way a profile page uses one. */
function ContactDetailsDialog({ triggerLabel = 'Edit contact details', ...args }: DialogProps & { triggerLabel?: string }) {
  const [open, setOpen] = useState(args.defaultOpen ?? false);
  const change = (next: boolean) => {
    setOpen(next);
    args.onOpenChange?.(next);
  };
  return (
    <>
      <Button variant="outline" onClick={() => change(true)}>
        {triggerLabel}
      </Button>
      <Dialog
        {...args}
        open={open}
        onOpenChange={change}
        footer={
          <>
            <Button variant="ghost" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button onClick={() => change(false)}>Save</Button>
          </>
        }
      >
        {args.children ?? (
          <>
            <StoryInput label="Email" type="email" defaultValue="amelia.hart@northfield.edu" />
            <StoryInput label="Phone" type="tel" defaultValue="+44 20 7946 0321" />
          </>
        )}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Contact details',
    description: 'Employers see these when you apply for a job.',
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'fullscreen'] },
  },
  render: (args) => <ContactDetailsDialog {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const FocusTrapAndReturn: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit contact details' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Contact details' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('Employers see these when you apply for a job.');
    await expect(dialog).toHaveAttribute('data-state', 'open');

    // Focus moves in, to the first field rather than the close button.
    const inDialog = within(dialog);
    await expect(inDialog.getByLabelText('Email')).toHaveFocus();

    // The page behind is inert and does not scroll.
    await expect(canvasElement.closest('[inert]')).not.toBeNull();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');

    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    await userEvent.tab();
    await expect(inDialog.getByLabelText('Phone')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(inDialog.getByRole('button', { name: 'Save' })).toHaveFocus();

    // Escape closes; focus goes back to the trigger and the page comes back.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvasElement.closest('[inert]')).toBeNull();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Contact details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit contact details' }));
    await expect(await page(canvasElement).findByRole('dialog', { name: 'Contact details' })).toBeVisible();
  },
};

export const BackdropClickCloses: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Contact details' });
    // A click inside the panel keeps it open; one on the backdrop around it closes it.
    await userEvent.click(within(dialog).getByText('Employers see these when you apply for a job.'));
    await expect(dialog).toBeVisible();
    await userEvent.click(dialog.parentElement as HTMLElement);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const BackdropClickDisabled: Story = {
  args: { defaultOpen: true, closeOnBackdrop: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Contact details' });
    await userEvent.click(dialog.parentElement as HTMLElement);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

function DeleteJobDialog(args: DialogProps) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete job
      </Button>
      <Dialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
        busy={deleting}
        footer={
          <>
            <Button variant="ghost" disabled={deleting} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            {/* The request never answers here, so the story stays in its busy state. */}
            <Button variant="danger" loading={deleting} loadingLabel="Deleting" onClick={() => setDeleting(true)}>
              Delete
            </Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>“Year 5 Mathematics Teacher” and its 12 applications will be removed for good.</p>
      </Dialog>
    </>
  );
}

export const Busy: Story = {
  args: { title: 'Delete this job?', description: undefined, size: 'sm' },
  render: (args) => <DeleteJobDialog {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete job' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Delete this job?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: /Deleting/ })).toHaveAttribute('aria-busy', 'true');

    // Neither Escape nor the close button ends a dialog that is still working.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(dialog.parentElement as HTMLElement);
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

function ConfirmDeleteDialog(args: DialogProps) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Remove endorsement
      </Button>
      <Dialog
        {...args}
        open={open}
        onOpenChange={setOpen}
        initialFocus={cancelRef}
        footer={
          <>
            <Button ref={cancelRef} variant="ghost" onClick={() => setOpen(false)}>
              Keep it
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              Remove
            </Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>Priya Natarajan’s endorsement of your Classroom Management skill will no longer show on your profile.</p>
      </Dialog>
    </>
  );
}

export const InitialFocus: Story = {
  args: { title: 'Remove endorsement?', description: undefined, size: 'sm' },
  render: (args) => <ConfirmDeleteDialog {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove endorsement' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Remove endorsement?' });
    // A destructive confirmation starts on the safe choice.
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
  },
};

/** No footer and no close button: the dialog itself takes focus, and only Escape closes it. */
function MediaApprovalDialog(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Why is my banner hidden?</Button>
      <Dialog {...args} open={open} onOpenChange={setOpen} />
    </>
  );
}

export const WithoutFocusableContent: Story = {
  args: {
    title: 'Media approval',
    description: undefined,
    hideCloseButton: true,
    children: <p style={{ margin: 0 }}>Your banner image is waiting for approval. It usually takes less than a day.</p>,
  },
  render: (args) => <MediaApprovalDialog {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Why is my banner hidden?' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Media approval' });
    await expect(dialog).toHaveFocus();
    await userEvent.tab();
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function UnsavedChangesDialogs(args: DialogProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button onClick={() => setEditing(true)}>Edit headline</Button>
      <Dialog
        {...args}
        open={editing}
        onOpenChange={setEditing}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              Cancel
            </Button>
            <Button onClick={() => setEditing(false)}>Save</Button>
          </>
        }
      >
        <StoryTextarea label="Headline" defaultValue="Primary teacher with 8 years in inclusive classrooms" />
        <Dialog
          title="Discard changes?"
          size="sm"
          open={confirming}
          onOpenChange={setConfirming}
          footer={
            <>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep editing
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirming(false);
                  setEditing(false);
                }}
              >
                Discard
              </Button>
            </>
          }
        >
          <p style={{ margin: 0 }}>Your new headline has not been saved.</p>
        </Dialog>
      </Dialog>
    </>
  );
}

export const Nested: Story = {
  args: { title: 'Edit headline', description: undefined },
  render: (args) => <UnsavedChangesDialogs {...args} />,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit headline' }));
    const outer = await page(canvasElement).findByRole('dialog', { name: 'Edit headline' });
    const cancel = within(outer).getByRole('button', { name: 'Cancel' });
    await userEvent.click(cancel);
    const inner = await page(canvasElement).findByRole('dialog', { name: 'Discard changes?' });
    await expect(within(inner).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await expect(outer.parentElement).toHaveAttribute('inert');

    // Escape closes only the top dialog, and focus goes back into the one below.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    await expect(outer).toBeVisible();
    await expect(cancel).toHaveFocus();
    await expect(outer.parentElement).not.toHaveAttribute('inert');
    await expect(doc.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(doc.body.style.overflow).toBe('');
  },
};

export const Small: Story = { args: { defaultOpen: true, size: 'sm' } };
export const Large: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Who we are',
    description: 'Tell educators what your school stands for.',
    children: (
      <>
        <StoryTextarea label="Our details" defaultValue="Northfield Academy is a state-funded secondary school of 1,100 students in Leeds." />
        <StoryTextarea label="Our values" defaultValue="Curiosity, kindness and high expectations for every learner." />
      </>
    ),
  },
};
export const Fullscreen: Story = {
  args: {
    defaultOpen: true,
    size: 'fullscreen',
    title: 'Write a microblog',
    description: 'Share a learning path with the EDU Passport community.',
    children: (
      <>
        <StoryInput label="Headline" defaultValue="Five ways to start a lesson with a question" />
        <StoryTextarea label="Content" defaultValue="Open with a puzzle that the lesson will help students solve…" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Write a microblog' });
    await expect(dialog).toHaveAttribute('data-size', 'fullscreen');
  },
};

export const DarkTheme: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    // The portalled dialog's layer carries the provider's dark mode, so it reads the dark tokens (and axe checks its
    // contrast in the dark theme) though it sits outside the provider's subtree; the host's :root stays untouched.
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Contact details' });
    await expect(dialog).toBeVisible();
    await expect(getComputedStyle(dialog).getPropertyValue('--edu-color-surface-raised').trim()).toBe('#1f2937');
    const root = getComputedStyle(canvasElement.ownerDocument.documentElement);
    await expect(root.getPropertyValue('--edu-color-surface-raised').trim()).toBe('');
  },
};

/** A host's own primary colour: the provider writes it as a custom property, on the dialog's portalled layer too. */
const violet = createTheme({ color: { primary: '#6d28d9', 'primary-hover': '#5b21b6' } });
export const HostThemeOverride: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <EduThemeProvider theme={violet}>
      <ContactDetailsDialog {...args} />
    </EduThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Contact details' });
    // The kit's rules read the static var(--edu-color-primary): the override must reach the portal as that property.
    await expect(getComputedStyle(within(dialog).getByRole('button', { name: 'Save' })).backgroundColor).toBe('rgb(109, 40, 217)');
  },
};

const subjects = [
  { value: 'maths', label: 'Mathematics' },
  { value: 'science', label: 'Science' },
  { value: 'english', label: 'English' },
];
const skills = ['Lesson Planning', 'Mentoring', 'Classroom Management', 'Curriculum Development'];

/** A dialog holding every kind of popup the kit has, beside a text field, the way the profile's forms mix them. */
function PopupsDialog(args: DialogProps) {
  const [open, setOpen] = useState(false);
  const [country, setCountry] = useState('');
  const { field } = useCountryField(undefined, country);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add position</Button>
      <Dialog {...args} open={open} onOpenChange={setOpen}>
        <StoryInput label="Job title" />
        <Select label="Subject" options={subjects} />
        <YearPicker label="Graduation year" />
        <MonthYearPicker label="Start date" />
        <LocationCombobox {...field} value={country} onValueChange={setCountry} />
        <SkillsMultiSelect options={skills} />
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Menu trigger={<Button variant="outline">More actions</Button>}>
            <MenuItem>Duplicate</MenuItem>
          </Menu>
          <ReactionPicker reactions={POST_REACTION_OPTIONS} placement="bottom" />
          <Tooltip content="Shown to schools you apply to" delayMs={0}>
            <Button variant="ghost">Visibility</Button>
          </Tooltip>
        </div>
      </Dialog>
    </>
  );
}

/** Opens one popup of `PopupsDialog` (focus is in the text field before) and returns it once shown. */
type OpenPopup = (dialog: HTMLElement) => Promise<HTMLElement>;

/**
 * Escape closes the innermost layer only: on an open list, menu or tooltip in a dialog it closes that popup and
 * the dialog keeps what was typed; the next Escape closes the dialog. The popup renders inside the dialog's
 * aria-modal panel, where a screen reader kept to the dialog reaches it, and the dialog's body does not clip it.
 */
function escapeInDialog(name: string, openPopup: OpenPopup): Story {
  return {
    name: `Escape in a dialog: ${name}`,
    args: { title: 'Add position', description: undefined },
    render: (args) => <PopupsDialog {...args} />,
    play: async ({ canvasElement }) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add position' }));
      const dialog = await page(canvasElement).findByRole('dialog', { name: 'Add position' });
      const title = within(dialog).getByRole('textbox', { name: 'Job title' });
      await userEvent.type(title, 'Head of Science');

      const popup = await openPopup(dialog);
      await expect(popup).toBeVisible();
      await expect(popup.closest('[aria-modal="true"]')).toBe(dialog);
      const box = popup.getBoundingClientRect();
      const hit = popup.ownerDocument.elementFromPoint(box.left + box.width / 2, box.bottom - 2);
      await expect(hit !== null && popup.contains(hit)).toBe(true);

      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(popup).not.toBeInTheDocument());
      await expect(dialog).toBeVisible();
      await expect(title).toHaveValue('Head of Science');

      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    },
  };
}

export const EscapeOnSelect = escapeInDialog('Select', async (dialog) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Subject' }));
  return within(dialog).findByRole('listbox', { name: 'Subject' });
});

export const EscapeOnYearPicker = escapeInDialog('YearPicker', async (dialog) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Graduation year' }));
  return within(dialog).findByRole('listbox', { name: 'Graduation year' });
});

export const EscapeOnMonthYearPicker = escapeInDialog('MonthYearPicker', async (dialog) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Month/ }));
  return within(dialog).findByRole('listbox', { name: /Month/ });
});

export const EscapeOnLocationCombobox = escapeInDialog('LocationCombobox', async (dialog) => {
  await userEvent.type(await within(dialog).findByRole('combobox', { name: 'Country' }), 'ger');
  return within(dialog).findByRole('listbox', { name: 'Country' });
});

export const EscapeOnSkillsMultiSelect = escapeInDialog('SkillsMultiSelect', async (dialog) => {
  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Skills' }), 'men');
  return within(dialog).findByRole('listbox', { name: 'Skills' });
});

export const EscapeOnMenu = escapeInDialog('Menu', async (dialog) => {
  await userEvent.click(within(dialog).getByRole('button', { name: 'More actions' }));
  return within(dialog).findByRole('menu', { name: 'More actions' });
});

export const EscapeOnReactionPicker = escapeInDialog('ReactionPicker', async (dialog) => {
  await userEvent.click(within(dialog).getByRole('button', { name: 'React' }));
  return within(dialog).findByRole('menu', { name: 'Reactions' });
});

/** Shown by the pointer while focus stays in the text field: the Escape bubbles to the dialog, which leaves it to the tooltip. */
export const EscapeOnTooltip = escapeInDialog('Tooltip', async (dialog) => {
  await userEvent.hover(within(dialog).getByRole('button', { name: 'Visibility' }));
  return within(dialog).findByRole('tooltip');
});
