import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { EduContextProvider } from '../EduProvider/context';
import { YearPicker } from './YearPicker';

/** The stories' clock: 25 November 2026, so the newest year offered does not depend on the day they run. */
const nov2026 = { now: () => Date.UTC(2026, 10, 25, 12) };

const meta = {
  title: 'UI/YearPicker',
  component: YearPicker,
  args: { label: 'Year of graduation', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260, minHeight: 340 }}>
        <Story />
      </div>
    ),
    (Story) => (
      <EduContextProvider clock={nov2026}>
        <Story />
      </EduContextProvider>
    ),
  ],
} satisfies Meta<typeof YearPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Year of graduation' })).toHaveTextContent('Select…');
  },
};

export const Filled: Story = {
  args: { defaultValue: 2012 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Year of graduation' })).toHaveTextContent('2012');
  },
};

export const OffersNewestFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Year of graduation' });
    await userEvent.click(combobox);
    const years = screen.getAllByRole('option');
    // This year by the EduProvider clock (2026) down to 1900: a job started this year can be entered.
    await expect(years).toHaveLength(127);
    await expect(years[0]).toHaveTextContent('2026');
    await expect(years[1]).toHaveTextContent('2025');
    await expect(years.at(-1)).toHaveTextContent('1900');
    // Type-ahead on the digits.
    await userEvent.keyboard('198');
    await expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '1989' }).id);
    await userEvent.keyboard('{Enter}');
    await expect(combobox).toHaveTextContent('1989');
    await expect(args.onValueChange).toHaveBeenCalledWith(1989);
  },
};

export const RespectsMin: Story = {
  args: { label: 'End year', min: 2015, hint: 'Starts at the start year, 2015.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'End year' }));
    const years = screen.getAllByRole('option');
    await expect(years).toHaveLength(12);
    await expect(years[0]).toHaveTextContent('2026');
    await expect(years.at(-1)).toHaveTextContent('2015');
    await expect(screen.queryByRole('option', { name: '2014' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** The newest year follows the EduProvider clock: on 1 January 2031 the pickers offer 2031. */
export const FollowsTheClock: Story = {
  decorators: [
    (Story) => (
      <EduContextProvider clock={{ now: () => Date.UTC(2031, 0, 1, 12) }}>
        <Story />
      </EduContextProvider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Year of graduation' }));
    const years = screen.getAllByRole('option');
    await expect(years[0]).toHaveTextContent('2031');
    await expect(years).toHaveLength(132);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(2031);
  },
};

export const WithHint: Story = {
  args: { hint: 'Leave it empty if you are still studying.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Year of graduation' })).toHaveAccessibleDescription(
      'Leave it empty if you are still studying.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'Year', required: true, error: 'Year is required' },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Year' });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(combobox).toHaveAccessibleDescription('Year is required');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Year of graduation' })).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 2008 },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Year of graduation' });
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 2008 },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Year of graduation' });
    await expect(combobox).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(combobox);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

export const StartAndEndYears: Story = {
  render: function Years() {
    const [start, setStart] = useState<number | null>(2016);
    const [end, setEnd] = useState<number | null>(2018);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <YearPicker
          label="Start year"
          value={start}
          onValueChange={(year) => {
            setStart(year);
            // The end cannot be earlier than the start: it is snapped to it.
            if (end !== null && end < year) setEnd(year);
          }}
        />
        <YearPicker label="End year" min={start ?? undefined} value={end} onValueChange={setEnd} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('combobox', { name: 'Start year' });
    const end = canvas.getByRole('combobox', { name: 'End year' });
    await userEvent.click(start);
    await userEvent.click(screen.getByRole('option', { name: '2020' }));
    await expect(end).toHaveTextContent('2020');
    await userEvent.click(end);
    await expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('2020');
    await userEvent.keyboard('{Escape}');
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [year, setYear] = useState<number | null>(2020);
    return (
      <>
        <YearPicker {...args} value={year} onValueChange={setYear} />
        <p>Class of {year ?? '—'}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Year of graduation' });
    await userEvent.click(combobox);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByText('Class of 2019')).toBeVisible();
  },
};
