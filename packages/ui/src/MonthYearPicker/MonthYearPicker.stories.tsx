import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { EduContextProvider } from '../EduProvider/context';
import { MonthYearPicker, type MonthYear } from './MonthYearPicker';

/** The stories' clock: 25 November 2026, so the newest year offered does not depend on the day they run. */
const nov2026 = { now: () => Date.UTC(2026, 10, 25, 12) };

const meta = {
  title: 'UI/MonthYearPicker',
  component: MonthYearPicker,
  args: { label: 'Start date', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 360 }}>
        <Story />
      </div>
    ),
    (Story) => (
      <EduContextProvider clock={nov2026}>
        <Story />
      </EduContextProvider>
    ),
  ],
} satisfies Meta<typeof MonthYearPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Start date' });
    await expect(within(group).getByRole('combobox', { name: 'Month' })).toHaveTextContent('Select…');
    await expect(within(group).getByRole('combobox', { name: 'Year' })).toHaveTextContent('Select…');
  },
};

export const Filled: Story = {
  args: { defaultValue: { month: 9, year: 2019 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveTextContent('September');
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveTextContent('2019');
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('combobox', { name: 'Month' });
    await userEvent.tab();
    await expect(month).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(month).toHaveTextContent('March');
    // Not complete yet: nothing reported.
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    // The newest year is this year by the clock (2026); two down is 2025.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveTextContent('2025');
    await expect(args.onValueChange).toHaveBeenCalledWith({ month: 3, year: 2025 });
  },
};

export const DisablesChoicesBeforeMin: Story = {
  args: { label: 'End date', min: { month: 9, year: 2019 }, hint: 'Not earlier than the start, September 2019.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const year = canvas.getByRole('combobox', { name: 'Year' });
    await userEvent.click(year);
    const years = screen.getAllByRole('option');
    // September 2019 to this year by the clock, 2026.
    await expect(years).toHaveLength(8);
    await expect(years[0]).toHaveTextContent('2026');
    await expect(years.at(-1)).toHaveTextContent('2019');
    await userEvent.click(screen.getByRole('option', { name: '2019' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Month' }));
    for (const name of ['January', 'April', 'August']) {
      await expect(screen.getByRole('option', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    for (const name of ['September', 'December']) {
      await expect(screen.getByRole('option', { name })).toHaveAttribute('aria-disabled', 'false');
    }
    await userEvent.click(screen.getByRole('option', { name: 'March' }));
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveTextContent('Select…');
    await userEvent.keyboard('{Escape}');
  },
};

export const SnapsMonthToMin: Story = {
  args: { label: 'End date', min: { month: 9, year: 2019 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Month' }));
    await userEvent.click(screen.getByRole('option', { name: 'March' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Year' }));
    await userEvent.click(screen.getByRole('option', { name: '2019' }));
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveTextContent('September');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ month: 9, year: 2019 });
  },
};

export const WithHint: Story = {
  args: { hint: 'When you joined the school.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Start date' })).toHaveAccessibleDescription(
      'When you joined the school.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Start date' })).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveAttribute('aria-invalid', 'true');
    // One message for the group; the two selects only carry aria-invalid.
    const alerts = canvas.getAllByRole('alert').filter((alert) => alert.textContent);
    await expect(alerts).toHaveLength(1);
    await expect(alerts[0]).toHaveTextContent('This field is required');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { month: 1, year: 2022 } },
  play: async ({ canvasElement }) => {
    const month = within(canvasElement).getByRole('combobox', { name: 'Month' });
    await expect(month).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(month);
    await expect(month).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: { month: 6, year: 2021 } },
  play: async ({ canvasElement }) => {
    const year = within(canvasElement).getByRole('combobox', { name: 'Year' });
    await expect(year).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(year);
    await expect(year).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WorkExperienceDates: Story = {
  render: function Dates() {
    const [start, setStart] = useState<MonthYear | null>({ month: 9, year: 2019 });
    const [end, setEnd] = useState<MonthYear | null>(null);
    const [current, setCurrent] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <MonthYearPicker label="Start date" required value={start} onValueChange={setStart} />
        <MonthYearPicker label="End date" min={start} disabled={current} value={current ? null : end} onValueChange={setEnd} />
        <Checkbox label="I’m Currently Working Here" checked={current} onCheckedChange={setCurrent} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const endGroup = canvas.getByRole('group', { name: 'End date' });
    await userEvent.click(within(endGroup).getByRole('combobox', { name: 'Year' }));
    await expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('2019');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I’m Currently Working Here' }));
    await expect(within(endGroup).getByRole('combobox', { name: 'Month' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(endGroup).getByRole('combobox', { name: 'Year' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [value, setValue] = useState<MonthYear | null>({ month: 2, year: 2023 });
    return (
      <>
        <MonthYearPicker {...args} value={value} onValueChange={setValue} />
        <p>Since {value ? `${value.month}/${value.year}` : '—'}</p>
        <button type="button" onClick={() => setValue(null)}>
          Clear date
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Month' }));
    await userEvent.click(screen.getByRole('option', { name: 'July' }));
    await expect(canvas.getByText('Since 7/2023')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear date' }));
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveTextContent('Select…');
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveTextContent('Select…');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: { month: 9, year: 2019 }, error: 'This field is required', hint: 'When you joined the school.' },
};

/** In another locale (`EduProvider locale="fr"`), months are named in its words: septembre. */
export const InTheLocalesWords: Story = {
  args: { defaultValue: { month: 9, year: 2019 } },
  decorators: [
    (Story) => (
      <EduContextProvider locale="fr">
        <Story />
      </EduContextProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    // The French catalog downloads first.
    const group = await within(canvasElement).findByRole('group', { name: 'Start date' });
    // The part labels are the catalog's words: the month is the first of the two.
    const [month] = within(group).getAllByRole('combobox');
    await expect(month).toHaveTextContent('septembre');
  },
};
