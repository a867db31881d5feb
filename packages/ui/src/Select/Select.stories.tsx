import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectOption } from './Select';

// The preferred job roles, settings and (part of the) subjects.
const roles: Array<SelectOption> = [
  'Teacher',
  'Principal',
  'School Counselor',
  'Librarian',
  'Education Consultant',
  'Curriculum Developer',
  'Special Education Coordinator',
  'School Psychologist',
  'Education Technology Specialist',
  'Administrative Staff',
].map((role) => ({ value: role, label: role }));

const settings: Array<SelectOption> = [
  'Early Childhood Education (3-5)',
  'Primary (6-11)',
  'Secondary (12-18)',
  'Technical and Vocational',
  'Higher Education/University (18+)',
  'Continuing Education',
  'Adult Education (21+)',
  'Special Education',
].map((setting, index) => ({ value: setting, label: setting, disabled: index === 3 || index === 6 }));

const subjects: Array<SelectOption> = [
  'Mathematics', 'English Language Arts', 'Science', 'Social Studies', 'History', 'Geography', 'Physics',
  'Chemistry', 'Biology', 'Computer Science', 'Music', 'Art', 'Drama', 'Dance', 'Physical Education',
  'Health Education', 'Economics', 'Business Studies', 'Accounting', 'Psychology', 'Sociology', 'Philosophy',
  'Religious Studies', 'Civics', 'Environmental Science', 'Earth Science', 'Astronomy', 'Statistics',
  'Design and Technology', 'Engineering', 'Robotics', 'Media Studies', 'Journalism', 'Literature', 'French',
  'Spanish', 'German', 'Mandarin', 'Arabic', 'Latin', 'Nursing', 'Veterinary Science', 'Agriculture',
  'Culinary Arts', 'Law', 'Architecture',
].map((subject) => ({ value: subject, label: subject }));

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Role', options: roles, onValueChange: fn() },
  decorators: [
    (Story) => (
      // Room below for the open menu, so it does not cover the next story in the docs page.
      <div style={{ maxWidth: 380, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(combobox).toHaveTextContent('Select…');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Principal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Principal');
  },
};

export const WithHint: Story = {
  args: { label: 'Setting', options: settings, hint: 'The age group you want to teach.' },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Setting' });
    await expect(combobox).toHaveAccessibleDescription('The age group you want to teach.');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Select a role' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Role' });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription('Select a role');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Select a role');
  },
};

export const Required: Story = {
  args: { label: 'Subject', options: subjects, required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Subject' })).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Teacher', disabled: true },
  play: async ({ canvasElement, args }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(combobox).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(combobox).not.toHaveFocus();
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'Librarian', readOnly: true },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(combobox).toHaveAttribute('aria-readonly', 'true');
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveTextContent('Librarian');
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Role' });
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    // Enter opens on the first option.
    await userEvent.keyboard('{Enter}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Role' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(10);
    await expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Teacher' }).id);
    // Arrows move the highlight, Enter chooses and closes.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'School Counselor' }).id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Principal' }).id);
    await userEvent.keyboard('{Enter}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveTextContent('Principal');
    await expect(args.onValueChange).toHaveBeenCalledWith('Principal');
    // ArrowDown opens too, on the chosen option, which is marked selected.
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const chosen = screen.getByRole('option', { name: 'Principal' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute('aria-activedescendant', chosen.id);
    // End, then type-ahead, then Escape closes without changing the value.
    await userEvent.keyboard('{End}');
    await expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Administrative Staff' }).id);
    await userEvent.keyboard('li');
    await expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Librarian' }).id);
    await userEvent.keyboard('{Escape}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveTextContent('Principal');
  },
};

export const MouseSelection: Story = {
  args: { label: 'Setting', options: settings },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Setting' });
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: 'Secondary (12-18)' }));
    await expect(combobox).toHaveTextContent('Secondary (12-18)');
    await expect(args.onValueChange).toHaveBeenCalledWith('Secondary (12-18)');
    // Clicking the label focuses the combobox, as a native label would.
    await userEvent.click(canvas.getByText('Setting'));
    await expect(combobox).toHaveFocus();
  },
};

export const DisabledOptions: Story = {
  args: { label: 'Setting', options: settings, defaultValue: 'Continuing Education' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Setting' });
    await userEvent.click(combobox);
    const disabled = screen.getByRole('option', { name: 'Adult Education (21+)' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    // Arrow keys skip the disabled option.
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Special Education' }).id);
    await userEvent.click(disabled);
    await expect(combobox).toHaveTextContent('Continuing Education');
    await userEvent.keyboard('{Escape}');
  },
};

export const LongListScrolls: Story = {
  args: { label: 'Subject', options: subjects, defaultValue: 'Nursing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Subject' });
    await userEvent.click(combobox);
    const listbox = screen.getByRole('listbox', { name: 'Subject' });
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(280);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    // Opens scrolled to the chosen option, far down the list.
    const nursing = screen.getByRole('option', { name: 'Nursing' });
    await waitFor(() => expect(listbox.scrollTop).toBeGreaterThan(0));
    const box = listbox.getBoundingClientRect();
    const item = nursing.getBoundingClientRect();
    await expect(item.top).toBeGreaterThanOrEqual(box.top - 1);
    await expect(item.bottom).toBeLessThanOrEqual(box.bottom + 1);
    await userEvent.keyboard('{Escape}');
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [role, setRole] = useState<string | null>('Teacher');
    return (
      <>
        <Select {...args} value={role} onValueChange={(value) => setRole(String(value))} />
        <p>Looking for: {role ?? 'any role'}</p>
        <button type="button" onClick={() => setRole(null)}>
          Any role
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Role' });
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: 'School Psychologist' }));
    await expect(canvas.getByText('Looking for: School Psychologist')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Any role' }));
    await expect(combobox).toHaveTextContent('Select…');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'Principal', error: 'Select a role', hint: 'The role you want next.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Role' }));
    await expect(screen.getByRole('option', { name: 'Principal' })).toHaveAttribute('aria-selected', 'true');
  },
};
