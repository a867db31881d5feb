import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockSession } from '@edupassport/api-client/mocks';
import { AdditionalSkillsSection } from './AdditionalSkillsSection';
import { emptyProfile, fillProfile, storyUser } from '../EducatorSection/storyUsers';

/** The section on the signed-in member's stored skills, keeping what it saves. */
function StoredSkills({ editable = true }: { editable?: boolean }) {
  const [items, setItems] = useState(() => storyUser().additional_skills);
  return <AdditionalSkillsSection items={items} editable={editable} onUpdated={(patch) => patch.additional_skills && setItems(patch.additional_skills)} />;
}

const meta = {
  title: 'Profiles/AdditionalSkillsSection',
  component: StoredSkills,
  beforeEach: () => {
    fillProfile();
  },
} satisfies Meta<typeof StoredSkills>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openAdd(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Additional Skills' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Additional Skills' }));
  // The form's pickers arrive just after the dialog (they download with it, on demand).
  await dialog.findAllByRole('combobox');
  return dialog;
}

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('IB Certified')).toBeVisible();
    await expect(canvas.getByText('Google Certified Educator')).toBeVisible();
  },
};

export const Visitor: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
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

/** Continue with nothing chosen: 'Select at least one type'. */
export const AddValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByText('Select at least one type')).toBeVisible();
  },
};

/** Pick two, preview them, Save adds them after the saved ones. */
export const AddWizard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAdd(canvasElement);
    const input = dialog.getByRole('combobox', { name: 'Skills' });
    await userEvent.click(input);
    await userEvent.type(input, 'CELTA');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.type(input, 'Montessori');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByRole('heading', { name: 'Preview' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Montessori Certified')).toBeVisible();
    await expect(mockSession.current()?.additional_skills).toEqual(['IB Certified', 'First Aid', 'Google Certified Educator', 'CELTA', 'Montessori Certified']);
  },
};

export const DeleteSkill: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Additional Skills' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete First Aid' }));
    await waitFor(() => expect(canvas.queryByText('First Aid')).toBeNull());
    await expect(mockSession.current()?.additional_skills).toEqual(['IB Certified', 'Google Certified Educator']);
  },
};
