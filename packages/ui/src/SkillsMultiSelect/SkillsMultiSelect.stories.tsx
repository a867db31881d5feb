import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SelectedChips } from './SelectedChips';
import { SkillsMultiSelect } from './SkillsMultiSelect';

const skills = [
  'Biology',
  'Leadership and Supervision',
  'Lesson Planning',
  'Mentoring',
  'Organizational Skills',
  'Classroom Management',
  'Curriculum Development',
  'Student Assessment',
];

const meta = {
  title: 'UI/SkillsMultiSelect',
  component: SkillsMultiSelect,
  args: { options: skills, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 520, minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SkillsMultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder and the empty hint. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Skills' })).toHaveAttribute('placeholder', 'Select skills');
    await expect(canvas.getByText('Selected Skills (0):')).toBeVisible();
    await expect(canvas.getByText('Please choose skills from above.')).toBeVisible();
  },
};

/** Type to filter, arrow down, Enter to add; the list stays open to add more. */
export const AddWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Skills' });
    await userEvent.click(input);
    await userEvent.type(input, 'less');
    await expect(screen.getByRole('option', { name: 'Lesson Planning' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Lesson Planning']);
    await expect(canvas.getByText('Selected Skills (1):')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Remove Lesson Planning' })).toBeVisible();
  },
};

/** Five chosen: the input area shows three chips and '+2 more'; the list below shows all five. */
export const CollapsedWithMore: Story = {
  args: { defaultValue: skills.slice(0, 5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+2 more')).toBeVisible();
    await expect(canvas.getByText('Selected Skills (5):')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(5);
    // A screen reader meets each choice once: in the named list below, not again in the chips of the field.
    await expect(canvas.getAllByRole('list')).toEqual([canvas.getByRole('list', { name: 'Selected Skills (5):' })]);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Without the list below, the chips in the field are the only record of the choices: a screen reader reads them. */
export const ChipsWithoutList: Story = {
  args: { defaultValue: skills.slice(0, 2), showSelectedList: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('list');
    await expect(within(chips).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Biology', 'Leadership and Supervision']);
  },
};

/** Removing a chosen skill with its button. */
export const RemoveSkill: Story = {
  args: { defaultValue: ['Biology', 'Mentoring'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Biology' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Mentoring']);
    await expect(canvas.getByText('Selected Skills (1):')).toBeVisible();
  },
};

/** At the limit: options can no longer be added and the field says why. */
export const MaxSelectionsReached: Story = {
  args: { defaultValue: ['Biology', 'Mentoring'], maxSelections: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You can choose up to 2.')).toBeVisible();
    const input = canvas.getByRole('combobox', { name: 'Skills' });
    await userEvent.click(input);
    await userEvent.type(input, 'lesson');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('Selected Skills (2):')).toBeVisible();
  },
};

/** A validation message, tied to the input. */
export const WithError: Story = {
  args: { error: 'Select at least one type' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Skills' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Select at least one type');
  },
};

/** The collapsed chips on their own, as cards show a multi-selection: three, then '+N more'. */
export const ChipsOnly: Story = {
  render: () => <SelectedChips items={skills} limit={3} aria-label="Skills" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('+5 more')).toBeVisible();
  },
};
