import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Hours', min: 0, max: 23, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Hours' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).not.toHaveAttribute('aria-valuenow');
  },
};

export const Filled: Story = {
  args: { defaultValue: 12 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Hours' });
    await expect(input).toHaveValue('12');
    await expect(input).toHaveAttribute('aria-valuenow', '12');
    await expect(input).toHaveAttribute('aria-valuemin', '0');
    await expect(input).toHaveAttribute('aria-valuemax', '23');
  },
};

export const ArrowKeysStepAndClamp: Story = {
  args: { defaultValue: 22 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Hours' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('23');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(23);
    // Clamped at max.
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('23');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('21');
    await expect(input).toHaveAttribute('aria-valuenow', '21');
    await userEvent.keyboard('{PageDown}');
    await expect(input).toHaveValue('11');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('0');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('0');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('23');
  },
};

export const NonNumericBecomesZero: Story = {
  args: { coerceInvalidToZero: true, defaultValue: 6 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Hours' });
    await userEvent.clear(input);
    await userEvent.type(input, 'six');
    // Reported as 0 at once; the text is rewritten on blur.
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
    await expect(input).toHaveValue('six');
    await userEvent.tab();
    await expect(input).toHaveValue('0');
    await expect(input).toHaveAttribute('aria-valuenow', '0');
    // Out of range text is clamped the same way.
    await userEvent.clear(input);
    await userEvent.type(input, '30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(23);
    await userEvent.tab();
    await expect(input).toHaveValue('23');
  },
};

export const NonNumericWithoutCoercion: Story = {
  args: { label: 'Years of experience', min: 0, max: undefined, defaultValue: 5 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Years of experience' });
    await userEvent.clear(input);
    await userEvent.type(input, 'ten');
    await userEvent.tab();
    await expect(input).toHaveValue('ten');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.clear(input);
    await userEvent.type(input, ' 012 ');
    await userEvent.tab();
    await expect(input).toHaveValue('12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12);
  },
};

export const Steppers: Story = {
  args: { label: 'Minutes', max: 59, step: 5, defaultValue: 50, showSteppers: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Minutes' });
    const increase = canvas.getByRole('button', { name: 'Increase Minutes' });
    const decrease = canvas.getByRole('button', { name: 'Decrease Minutes' });
    await userEvent.click(increase);
    await expect(input).toHaveValue('55');
    await userEvent.click(increase);
    await expect(input).toHaveValue('59');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(59);
    await expect(increase).toBeDisabled();
    await userEvent.click(decrease);
    await expect(input).toHaveValue('54');
    // The buttons are for pointers; the keyboard has the arrow keys.
    await expect(increase).toHaveAttribute('tabindex', '-1');
  },
};

export const WithHint: Story = {
  args: { label: 'Days', max: undefined, hint: 'How long the poll stays open.', defaultValue: 3, endAdornment: 'days' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Days' })).toHaveAccessibleDescription(
      'How long the poll stays open.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'Salary', min: 0, max: undefined, step: 1000, defaultValue: 0, error: 'Enter a salary above 0', startAdornment: '£' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Salary' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a salary above 0');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Hours' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 8, showSteppers: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Hours' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Hours' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 8 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Hours' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('8');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const PollDuration: Story = {
  render: function PollLength() {
    const [length, setLength] = useState({ days: 1, hours: 0, minutes: 0 });
    const set = (part: keyof typeof length) => (value: number | null) => setLength((l) => ({ ...l, [part]: value ?? 0 }));
    return (
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>Poll length</legend>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12, minWidth: 420 }}>
          <NumberField label="Days" min={0} coerceInvalidToZero value={length.days} onValueChange={set('days')} />
          <NumberField label="Hours" min={0} max={23} coerceInvalidToZero value={length.hours} onValueChange={set('hours')} />
          <NumberField label="Minutes" min={0} max={59} coerceInvalidToZero value={length.minutes} onValueChange={set('minutes')} />
        </div>
        <p>
          Closes in {length.days} d {length.hours} h {length.minutes} min
        </p>
      </fieldset>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByRole('spinbutton', { name: 'Hours' });
    const minutes = canvas.getByRole('spinbutton', { name: 'Minutes' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '2x');
    await userEvent.tab();
    await expect(hours).toHaveValue('0');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '75');
    await userEvent.tab();
    await expect(minutes).toHaveValue('59');
    await expect(canvas.getByText('Closes in 1 d 0 h 59 min')).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [hours, setHours] = useState<number | null>(9);
    return (
      <>
        <NumberField {...args} value={hours} onValueChange={setHours} />
        <button type="button" onClick={() => setHours(null)} style={{ marginTop: 8 }}>
          Clear hours
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Hours' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('10');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear hours' }));
    await expect(input).toHaveValue('');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { label: 'Minutes', max: 59, defaultValue: 30, showSteppers: true, error: 'Minutes run from 0 to 59' },
};
