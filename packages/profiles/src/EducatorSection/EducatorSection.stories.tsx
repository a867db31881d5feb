import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, Switch, TextField } from '@edupassport/ui';
import { EducatorSection, type EducatorSectionProps } from './EducatorSection';
import { emptyProfile, fillProfile, storyUser } from './storyUsers';
import { ItemList, ItemRow, Muted } from './styles';

/** The section on the signed-in member's stored skills, keeping the Edit mode it asks for. */
function StoredSkills({ editing: initial = false, onEditingChange, ...args }: EducatorSectionProps) {
  const [editing, setEditing] = useState(initial);
  const [skills] = useState(() => storyUser().additional_skills);
  return (
    <EducatorSection
      {...args}
      editing={editing}
      onEditingChange={
        onEditingChange &&
        ((next) => {
          setEditing(next);
          onEditingChange(next);
        })
      }
    >
      {skills.length ? (
        <ItemList>
          {skills.map((skill) => (
            <ItemRow key={skill}>{skill}</ItemRow>
          ))}
        </ItemList>
      ) : (
        <Muted>Nothing added yet.</Muted>
      )}
    </EducatorSection>
  );
}

/** A section whose Edit opens a dialog (as Key Details does) instead of an Edit mode. */
function DialogSection({ onEdit, ...args }: EducatorSectionProps) {
  const [open, setOpen] = useState(false);
  const user = storyUser();
  return (
    <>
      <EducatorSection
        {...args}
        onEdit={() => {
          setOpen(true);
          onEdit?.();
        }}
      >
        <Muted>{user.nationality || 'Nothing added yet.'}</Muted>
      </EducatorSection>
      <Dialog open={open} onOpenChange={setOpen} title={`Edit ${args.title}`} footer={<Button onClick={() => setOpen(false)}>Done</Button>}>
        <TextField label="Nationality" defaultValue={user.nationality ?? ''} />
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Profiles/EducatorSection',
  component: EducatorSection,
  args: { title: 'Additional Skills', onEditingChange: fn(), onAdd: fn() },
  render: (args) => <StoredSkills {...args} />,
  beforeEach: () => {
    fillProfile();
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EducatorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name = 'Additional Skills') => within(canvasElement).getByRole('region', { name });

/** A visitor: the titled card with its content and no controls at all. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const card = section(canvasElement);
    await expect(within(card).getByRole('heading', { level: 2, name: 'Additional Skills' })).toBeVisible();
    await expect(within(card).getByText('IB Certified')).toBeVisible();
    await expect(within(card).getByText('Google Certified Educator')).toBeVisible();
    await expect(within(card).queryByRole('button')).toBeNull();
    await expect(card).toHaveAttribute('data-editing', 'false');
  },
};

/** The owner: an 'Edit Additional Skills' button beside the heading; nothing of the Edit mode yet. */
export const Owner: Story = {
  args: { editable: true },
  play: async ({ canvasElement, args }) => {
    const card = section(canvasElement);
    await expect(within(card).getByRole('button', { name: 'Edit Additional Skills' })).toBeVisible();
    await expect(within(card).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(within(card).queryByRole('button', { name: 'Add Item' })).toBeNull();
    await expect(card).toHaveAttribute('data-editing', 'false');
    await expect(args.onEditingChange).not.toHaveBeenCalled();
  },
};

/** Edit enters the Edit mode (Cancel and Add Item); Add Item asks the host; Cancel leaves it. */
export const EditMode: Story = {
  args: { editable: true },
  play: async ({ canvasElement, args }) => {
    const card = section(canvasElement);
    const inCard = within(card);
    await userEvent.click(inCard.getByRole('button', { name: 'Edit Additional Skills' }));
    await expect(args.onEditingChange).toHaveBeenCalledWith(true);
    await expect(card).toHaveAttribute('data-editing', 'true');
    await expect(inCard.queryByRole('button', { name: 'Edit Additional Skills' })).toBeNull();
    await expect(inCard.getByText('IB Certified')).toBeVisible();

    await userEvent.click(inCard.getByRole('button', { name: 'Add Item' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(card).toHaveAttribute('data-editing', 'true');

    await userEvent.click(inCard.getByRole('button', { name: 'Cancel' }));
    await expect(args.onEditingChange).toHaveBeenLastCalledWith(false);
    await expect(card).toHaveAttribute('data-editing', 'false');
    await expect(inCard.queryByRole('button', { name: 'Add Item' })).toBeNull();
    await expect(inCard.getByRole('button', { name: 'Edit Additional Skills' })).toBeVisible();
  },
};

/** Keyboard only: Tab reaches Edit, Enter enters the Edit mode and the focus moves to Cancel. */
export const EnterEditModeWithKeyboard: Story = {
  args: { editable: true },
  play: async ({ canvasElement, args }) => {
    const card = section(canvasElement);
    const inCard = within(card);
    await userEvent.tab();
    await expect(inCard.getByRole('button', { name: 'Edit Additional Skills' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEditingChange).toHaveBeenCalledWith(true);
    await expect(card).toHaveAttribute('data-editing', 'true');
    await expect(inCard.getByRole('button', { name: 'Cancel' })).toBeVisible();
    // The pressed button is gone: focus moves to Cancel, not to the page.
    await waitFor(() => expect(inCard.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** Keyboard only, in the Edit mode: Tab to Cancel then Add Item, Space adds, Enter on Cancel leaves the mode (focus on Edit). */
export const EditModeWithKeyboard: Story = {
  args: { editable: true, editing: true },
  play: async ({ canvasElement, args }) => {
    const card = section(canvasElement);
    const inCard = within(card);
    await userEvent.tab();
    await expect(inCard.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(inCard.getByRole('button', { name: 'Add Item' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await expect(inCard.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEditingChange).toHaveBeenCalledWith(false);
    await expect(card).toHaveAttribute('data-editing', 'false');
    await expect(inCard.getByRole('button', { name: 'Edit Additional Skills' })).toBeVisible();
    await waitFor(() => expect(inCard.getByRole('button', { name: 'Edit Additional Skills' })).toHaveFocus());
  },
};

/** An Edit mode without Add Item: a section that adds nothing shows Cancel alone. */
export const EditModeWithoutAdd: Story = {
  args: { editable: true, editing: true, onAdd: undefined },
  play: async ({ canvasElement }) => {
    const card = section(canvasElement);
    await expect(card).toHaveAttribute('data-editing', 'true');
    await expect(within(card).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(card).queryByRole('button', { name: 'Add Item' })).toBeNull();
  },
};

/** Asked for the Edit mode without being editable (a visitor, the public view): no controls show. */
export const EditingButNotEditable: Story = {
  args: { editable: false, editing: true },
  play: async ({ canvasElement }) => {
    const card = section(canvasElement);
    await expect(card).toHaveAttribute('data-editing', 'false');
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};

/** Editable but with nothing to edit with (neither onEdit nor onEditingChange): no Edit button. */
export const EditableWithoutHandlers: Story = {
  args: { editable: true, onEditingChange: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(section(canvasElement)).queryByRole('button')).toBeNull();
  },
};

/** An empty section: the owner still gets Edit, and the card says nothing was added. */
export const Empty: Story = {
  args: { editable: true },
  beforeEach: () => {
    emptyProfile();
  },
  play: async ({ canvasElement }) => {
    const card = section(canvasElement);
    await expect(within(card).getByText('Nothing added yet.')).toBeVisible();
    await expect(within(card).queryByRole('listitem')).toBeNull();
    await expect(within(card).getByRole('button', { name: 'Edit Additional Skills' })).toBeVisible();
  },
};

/** Extra controls beside the heading (the show-hidden switch), before the Edit button. */
export const WithActions: Story = {
  args: { editable: true },
  render: function Render(args) {
    const [showHidden, setShowHidden] = useState(false);
    return <StoredSkills {...args} actions={<Switch label="Show hidden" checked={showHidden} onCheckedChange={setShowHidden} />} />;
  },
  play: async ({ canvasElement }) => {
    const inCard = within(section(canvasElement));
    const toggle = inCard.getByRole('switch', { name: 'Show hidden' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await expect(inCard.getByRole('button', { name: 'Edit Additional Skills' })).toHaveFocus();
  },
};

/** Edit opens the host's dialog instead of an Edit mode; closing it returns the focus to Edit. */
export const EditOpensDialog: Story = {
  args: { title: 'Key Details', editable: true, onEdit: fn() },
  render: (args) => <DialogSection {...args} />,
  play: async ({ canvasElement, args }) => {
    const card = section(canvasElement, 'Key Details');
    const edit = within(card).getByRole('button', { name: 'Edit Key Details' });
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await expect(args.onEditingChange).not.toHaveBeenCalled();
    await expect(card).toHaveAttribute('data-editing', 'false');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Key Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(edit).toHaveFocus());
  },
};
