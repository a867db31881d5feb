import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_USER_IDS, mockControls, mockSession, mockStore } from '@edupassport/api-client/mocks';
import { EducationList } from './EducationList';
import { emptyProfile, storyUser } from '../EducatorSection/storyUsers';

/** The list on the signed-in member's stored education, keeping what it saves. */
function StoredEducation({ editable = true, userId }: { editable?: boolean; userId?: number }) {
  const [items, setItems] = useState(() => storyUser(userId).my_education);
  return <EducationList items={items} editable={editable} onUpdated={(patch) => patch.my_education && setItems(patch.my_education)} />;
}

const meta = {
  title: 'Profiles/EducationList',
  component: StoredEducation,
} satisfies Meta<typeof StoredEducation>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(scope: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(scope.getByRole('combobox', { name: label }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

async function openAdd(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Education' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Education' }));
  // The form's pickers arrive just after the dialog (they download with it, on demand).
  await dialog.findAllByRole('combobox');
  return dialog;
}

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('University of Lagos')).toBeVisible();
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

/** Continue on an empty form: the four messages of the spec. */
export const AddValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByRole('textbox', { name: 'School' })).toHaveAccessibleDescription('Enter a school');
    await expect(dialog.getByRole('combobox', { name: 'Degree' })).toHaveAccessibleDescription('Enter a degree');
    await expect(dialog.getByRole('combobox', { name: 'Field of study' })).toHaveAccessibleDescription('Enter a field of study');
    await expect(dialog.getByRole('combobox', { name: 'Year of graduation' })).toHaveAccessibleDescription('Enter a year of graduation');
  },
};

/** Form, preview, Back to the form, Save. */
export const AddWizard: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('textbox', { name: 'School' }));
    await userEvent.paste('University College London');
    await choose(dialog, 'Degree', 'Master of Education');
    await choose(dialog, 'Field of study', 'Educational Leadership');
    await choose(dialog, 'Year of graduation', '2019');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(within(dialog.getByRole('region', { name: 'Preview' })).getByText('Master of Education')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(dialog.getByRole('textbox', { name: 'School' })).toHaveValue('University College London');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(mockSession.current()?.my_education.at(-1)).toMatchObject({ school: 'University College London', year_of_graduation: '2019' });
  },
};

/** Someone still studying picks an expected graduation year: up to ten years ahead is offered, not further. */
export const ExpectedGraduationYear: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    const thisYear = new Date().getFullYear();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Year of graduation' }));
    const list = within(await within(document.body).findByRole('listbox'));
    await expect(list.getByRole('option', { name: String(thisYear + 10) })).toBeInTheDocument();
    await expect(list.queryByRole('option', { name: String(thisYear + 11) })).toBeNull();
    await userEvent.click(list.getByRole('option', { name: String(thisYear + 2) }));
    await expect(dialog.getByRole('combobox', { name: 'Year of graduation' })).toHaveTextContent(String(thisYear + 2));
  },
};

/**
 * Escape on an open list closes that list only: the dialog stays with what was typed, and each list opens
 * inside the dialog's aria-modal panel. The next Escape closes the dialog.
 */
export const EscapeClosesOpenListOnly: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    const panel = await screen.findByRole('dialog', { name: 'Add Education' });
    const school = dialog.getByRole('textbox', { name: 'School' });
    await userEvent.type(school, 'University of Ghana');
    for (const label of ['Degree', 'Year of graduation']) {
      await userEvent.click(dialog.getByRole('combobox', { name: label }));
      const list = await dialog.findByRole('listbox', { name: label });
      await expect(list.closest('[aria-modal="true"]')).toBe(panel);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(list).not.toBeInTheDocument());
      await expect(panel).toBeVisible();
      await expect(school).toHaveValue('University of Ghana');
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** An entry just added is deleted at once: it carries the id the server gave it (issue 21 m). */
export const AddThenDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('textbox', { name: 'School' }));
    await userEvent.paste('University of Cape Town');
    await choose(dialog, 'Degree', 'Bachelor of Education');
    await choose(dialog, 'Field of study', 'Primary Education');
    await choose(dialog, 'Year of graduation', '2014');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete University of Cape Town' }));
    await waitFor(() => expect(canvas.queryByText('University of Cape Town')).toBeNull());
    await expect(canvas.queryByText(/Could not delete/)).toBeNull();
    await expect(mockSession.current()?.my_education.map((e) => e.school)).not.toContain('University of Cape Town');
  },
};

export const DeleteEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Education' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete University of Lagos' }));
    await waitFor(() => expect(canvas.queryByText('University of Lagos')).toBeNull());
    await expect(mockSession.current()?.my_education).toEqual([]);
  },
};

/** A failed save keeps the dialog open on the preview with what was typed, and says why (issue 10). */
export const SaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('users.updateEducation', { status: 500, message: 'The profile service is unavailable' });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('textbox', { name: 'School' }));
    await userEvent.paste('University of Nairobi');
    await choose(dialog, 'Degree', 'Bachelor of Education');
    await choose(dialog, 'Field of study', 'Mathematics Education');
    await choose(dialog, 'Year of graduation', '2016');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Could not save: The profile service is unavailable')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(dialog.getByRole('textbox', { name: 'School' })).toHaveValue('University of Nairobi');
    await expect(mockSession.current()?.my_education.map((e) => e.school)).not.toContain('University of Nairobi');
  },
};

/** A failed delete keeps the row and says why (issue 10). */
export const DeleteFails: Story = {
  beforeEach: () => {
    mockControls.fail('users.deleteEducation', { status: 500, message: 'The profile service is unavailable' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Education' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete University of Lagos' }));
    await expect(await canvas.findByText('Could not delete: The profile service is unavailable')).toBeVisible();
    await expect(canvas.getByText('University of Lagos')).toBeVisible();
  },
};

/** On the business page: the owner of a business without education gets Edit and Add Item. */
export const BusinessOwner: Story = {
  args: { userId: MOCK_USER_IDS.businessOwner },
  parameters: { session: 'businessOwner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing added yet.')).toBeVisible();
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('textbox', { name: 'School' }));
    await userEvent.paste('Greenfield Teacher Institute');
    await choose(dialog, 'Degree', 'Postgraduate Certificate');
    await choose(dialog, 'Field of study', 'Education');
    await choose(dialog, 'Year of graduation', '2015');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Greenfield Teacher Institute')).toBeVisible();
    await expect(mockStore.users.find((u) => u.id === MOCK_USER_IDS.businessOwner)?.my_education).toHaveLength(1);
  },
};

/** A visitor of a business page reads its education, without Edit. */
export const BusinessVisitor: Story = {
  args: { userId: MOCK_USER_IDS.businessOwner, editable: false },
  beforeEach: () => {
    mockStore.users
      .find((u) => u.id === MOCK_USER_IDS.businessOwner)
      ?.my_education.push({ id: 9101, school: 'Greenfield Teacher Institute', degree: 'Postgraduate Certificate', field_of_study: 'Education', year_of_graduation: '2015' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Greenfield Teacher Institute')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit Education' })).toBeNull();
  },
};
