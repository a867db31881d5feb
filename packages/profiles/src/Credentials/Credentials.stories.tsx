import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Credential } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { Credentials, type CredentialsProps } from './Credentials';

const OWNER = MOCK_USER_IDS.businessOwner;
const EMPTY_BUSINESS = MOCK_USER_IDS.businessOwner + 7;
/** The stored credentials of a business account (the mock backend's, after the story's reset). */
const stored = (id: number = OWNER): Credential[] => (mockStore.users.find((u) => u.id === id)?.credential ?? []).map((c) => ({ ...c }));

/** The section on a stored list, keeping what it saves and deletes, as the page does. */
function Stored({ credentials, ...props }: CredentialsProps) {
  const [items, setItems] = useState(credentials);
  return <Credentials {...props} credentials={items} onCredentialsChange={setItems} />;
}

const meta = {
  title: 'Profiles/Credentials',
  component: Credentials,
  args: { credentials: [], editable: true },
  parameters: { session: 'businessOwner' },
  render: (args) => <Stored {...args} credentials={stored()} />,
} satisfies Meta<typeof Credentials>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(scope: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(scope.getByRole('combobox', { name: label }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

async function openAdd(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Credentials and Awards' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
  return within(await screen.findByRole('dialog', { name: 'Add Credentials and Awards' }));
}

const row = (dialog: ReturnType<typeof within>, n: number) => within(dialog.getByRole('group', { name: `Credential ${n}` }));

async function fillRow(dialog: ReturnType<typeof within>, n: number, title: string, year: string) {
  const fields = row(dialog, n);
  await userEvent.click(fields.getByRole('textbox', { name: 'Title' }));
  await userEvent.paste(title);
  await choose(fields, 'Year', year);
}

/** The owner's read view: titles with their years and the Edit control. */
export const OwnerReadView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Credentials and Awards' })).toBeVisible();
    await expect(canvas.getByText('Best International School')).toBeVisible();
    await expect(canvas.getByText('2023')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Credentials and Awards' })).toBeVisible();
  },
};

/** A visitor reads the list; there is no edit control. */
export const Visitor: Story = {
  args: { editable: false },
  parameters: { session: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Green School Award')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Edit/ })).toBeNull();
  },
};

/** Edit mode: Cancel, Add Item and a delete icon per credential; Cancel leaves it. */
export const EditMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Credentials and Awards' }));
    await expect(canvas.getByRole('button', { name: 'Delete Best International School' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Item' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('button', { name: 'Delete Best International School' })).toBeNull();
  },
};

/** The form step: one empty row to start, another added with 'Add another credential'. */
export const AddDialogForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'Credentials and awards' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add another credential' }));
    await expect(dialog.getByRole('group', { name: 'Credential 2' })).toBeVisible();
  },
};

/** Continue on an empty row: 'Title is required' and 'Year is required'; with no row left: 'Add at least one field'. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(row(dialog, 1).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Title is required');
    await expect(row(dialog, 1).getByRole('combobox', { name: 'Year' })).toHaveAccessibleDescription('Year is required');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove credential 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Add at least one field');
    await expect(dialog.getByRole('heading', { name: 'Credentials and awards' })).toBeVisible();
  },
};

/** Two rows → preview → Back keeps them → Save: the list is sent again with the new rows and shown. */
export const AddAndSave: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillRow(dialog, 1, 'Outstanding STEM Programme', '2024');
    await userEvent.click(dialog.getByRole('button', { name: 'Add another credential' }));
    await fillRow(dialog, 2, 'Council of International Schools Accreditation', '2022');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByText('Outstanding STEM Programme')).toBeVisible();
    await expect(preview.getByText('Council of International Schools Accreditation')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(row(dialog, 1).getByRole('textbox', { name: 'Title' })).toHaveValue('Outstanding STEM Programme');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('Outstanding STEM Programme')).toBeVisible();
    await expect(stored().map((c) => c.achievement)).toEqual([
      'Best International School',
      'Green School Award',
      'Outstanding STEM Programme',
      'Council of International Schools Accreditation',
    ]);
  },
};

/** A failed save keeps the dialog open on the preview with the rows, and says why. */
export const SaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('business.updateCredentials', { status: 500, message: 'The profile service is unavailable' });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillRow(dialog, 1, 'Outstanding STEM Programme', '2024');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Could not save: The profile service is unavailable');
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(row(dialog, 1).getByRole('textbox', { name: 'Title' })).toHaveValue('Outstanding STEM Programme');
    await expect(stored()).toHaveLength(2);
  },
};

/** Delete by id in Edit mode. */
export const DeleteCredential: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Credentials and Awards' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Green School Award' }));
    await waitFor(() => expect(canvas.queryByText('Green School Award')).toBeNull());
    await expect(stored().map((c) => c.achievement)).toEqual(['Best International School']);
  },
};

/** A failed delete keeps the credential and says why. */
export const DeleteFails: Story = {
  beforeEach: () => {
    mockControls.fail('business.deleteCredential', { status: 500, message: 'The profile service is unavailable' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Credentials and Awards' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Green School Award' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not delete: The profile service is unavailable');
    await expect(canvas.getByText('Green School Award')).toBeVisible();
  },
};

/** No credentials yet: the owner can still add the first ones. */
export const Empty: Story = {
  render: (args) => <Stored {...args} credentials={stored(EMPTY_BUSINESS)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing added yet.')).toBeVisible();
  },
};

/** Long titles wrap inside the card. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Stored
        {...args}
        credentials={[
          { id: 1, achievement: 'Regional Excellence in Inclusive Education and Special Educational Needs Provision Award', year: '2024' },
          { id: 2, achievement: 'Council of International Schools and New England Association of Schools and Colleges Accreditation', year: '2019' },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Special Educational Needs Provision Award/)).toBeVisible();
  },
};

/** The preview step, left open: what Save will add. */
export const PreviewStep: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillRow(dialog, 1, 'Outstanding STEM Programme', '2024');
    await userEvent.click(dialog.getByRole('button', { name: 'Add another credential' }));
    await fillRow(dialog, 2, 'Eco-Schools Green Flag', '2025');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByText('Eco-Schools Green Flag')).toBeVisible();
    await expect(preview.getByText('2025')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};
