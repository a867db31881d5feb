import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockSession } from '@edupassport/api-client/mocks';
import { PreferredJobsSection } from './PreferredJobsSection';
import { emptyProfile, fillProfile, storyUser } from '../EducatorSection/storyUsers';

/** The section on the signed-in member's stored jobs, keeping what it saves. */
function StoredPreferredJobs({ editable = true }: { editable?: boolean }) {
  const [items, setItems] = useState(() => storyUser().preferred_jobs);
  return <PreferredJobsSection items={items} editable={editable} onUpdated={(patch) => patch.preferred_jobs && setItems(patch.preferred_jobs)} />;
}

const meta = {
  title: 'Profiles/PreferredJobsSection',
  component: StoredPreferredJobs,
  beforeEach: () => {
    fillProfile();
  },
} satisfies Meta<typeof StoredPreferredJobs>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

async function choose(scope: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(scope.getByRole('combobox', { name: label }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** The owner's view: the hidden job is left out until 'Show hidden' is on, then dimmed with '(Hidden)'. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Teacher')).toBeVisible();
    await expect(canvas.queryByText('Curriculum Developer')).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Show hidden' }));
    await expect(canvas.getByText('Curriculum Developer')).toBeVisible();
    await expect(canvas.getByText('(Hidden)')).toBeVisible();
  },
};

/** Visitors never see hidden jobs, nor any control. */
export const Visitor: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Curriculum Developer')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
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

/** Edit mode: Cancel, Add Item, a delete icon and a hide/show toggle per job (hidden ones shown so they can come back). */
export const EditMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Preferred Jobs' }));
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Item' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Teacher – Mathematics' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Show Curriculum Developer – Computer Science' })).not.toBeChecked();
    // Showing the hidden job saves the list with its flag flipped.
    await userEvent.click(canvas.getByRole('switch', { name: 'Show Curriculum Developer – Computer Science' }));
    await waitFor(() => expect(mockSession.current()?.preferred_jobs.every((job) => !job.hidden)).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('button', { name: 'Add Item' })).toBeNull();
    await expect(canvas.getByText('Curriculum Developer')).toBeVisible();
  },
};

/** Continue on an empty form shows the three messages. */
export const AddValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Preferred Jobs' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Preferred Job' }));
    // The form's pickers arrive just after the dialog (they download with it, on demand).
    await dialog.findAllByRole('combobox');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription('Select a role');
    await expect(dialog.getByRole('combobox', { name: 'Setting' })).toHaveAccessibleDescription('Select a setting');
    await expect(dialog.getByRole('combobox', { name: 'Subject' })).toHaveAccessibleDescription('Select a subject');
    await expect(dialog.getByText('Job details')).toBeVisible();
  },
};

/** The whole add: form, preview, Back keeps the choices, Save adds the job on the server. */
export const AddWizard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Preferred Jobs' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Preferred Job' }));
    // The form's pickers arrive just after the dialog (they download with it, on demand).
    await dialog.findAllByRole('combobox');
    await choose(dialog, 'Role', 'Principal');
    await choose(dialog, 'Setting', 'Primary (6-11)');
    await choose(dialog, 'Subject', 'Veterinary Science');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(within(dialog.getByRole('region', { name: 'Preview' })).getByText('Veterinary Science')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Principal');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Principal')).toBeVisible();
    await expect(mockSession.current()?.preferred_jobs.map((job) => job.role)).toEqual(['Teacher', 'Curriculum Developer', 'Principal']);
  },
};

/**
 * A job just added has no server id until the profile is read back (here never: the story keeps what the save
 * answered): its hide/show and delete wait, so no stand-in id reaches the server; the saved jobs stay actionable.
 */
export const JustAddedWaitsForItsId: Story = {
  play: async (context) => {
    await AddWizard.play?.(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete Principal – Veterinary Science' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Hide Principal – Veterinary Science' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete Teacher – Mathematics' })).toBeEnabled();
    await expect(canvas.getByRole('switch', { name: 'Hide Teacher – Mathematics' })).toBeEnabled();
  },
};

/** Delete in Edit mode removes the job on the server. */
export const DeleteJob: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Preferred Jobs' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Teacher – Mathematics' }));
    await waitFor(() => expect(canvas.queryByText('Teacher')).toBeNull());
    await expect(mockSession.current()?.preferred_jobs.map((job) => job.role)).toEqual(['Curriculum Developer']);
  },
};

/**
 * In Arabic, the subject list open: the subjects read in Arabic (the catalog's words) while the stored and sent
 * values stay the API's English; the saved jobs read in Arabic too.
 */
export const ArabicSubjectPicker: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The Arabic catalog downloads first: the section is there once it has.
    await userEvent.click(await canvas.findByRole('button', { name: 'تعديل الوظائف المفضلة' }));
    await expect(canvas.getByRole('button', { name: 'حذف معلم – الرياضيات' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة عنصر' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'إضافة وظيفة مفضلة' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'المادة' }));
    const subjects = within(await body().findByRole('listbox'));
    await expect(subjects.getByRole('option', { name: 'الرياضيات' })).toBeVisible();
    await expect(subjects.getByRole('option', { name: 'الطب البيطري' })).toBeInTheDocument();
    await expect(subjects.queryByRole('option', { name: 'Mathematics' })).toBeNull();
  },
};
