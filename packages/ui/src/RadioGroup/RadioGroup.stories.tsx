import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioOption } from './RadioGroup';

// The location types of a work experience.
const locationTypes: Array<RadioOption> = [
  { value: 'Remote', label: 'Remote' },
  { value: 'On-site', label: 'On-site' },
  { value: 'Hybrid', label: 'Hybrid' },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Location type', options: locationTypes, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Location type' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Hybrid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Hybrid' })).toBeChecked();
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: 'Remote' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Remote' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'On-site' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'On-site' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('On-site');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
    // Native radios wrap around.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Remote' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(4);
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'On-site' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Location type' });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    const [first, second] = within(group).getAllByRole('radio');
    await expect(second!.getBoundingClientRect().left).toBeGreaterThan(first!.getBoundingClientRect().right);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Availability',
    hint: 'Employers filter by this.',
    options: [
      { value: 'full-time', label: 'Full-time', hint: 'From the next school term.' },
      { value: 'part-time', label: 'Part-time', hint: 'Up to three days a week.' },
      { value: 'supply', label: 'Supply / cover' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Availability' })).toHaveAccessibleDescription('Employers filter by this.');
    await expect(canvas.getByRole('radio', { name: 'Part-time' })).toHaveAccessibleDescription('Up to three days a week.');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Location type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This field is required');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Location type' })).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Remote' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Hybrid' }));
    await expect(canvas.getByRole('radio', { name: 'Remote' })).toBeChecked();
  },
};

export const DisabledOption: Story = {
  args: {
    label: 'Deal type',
    options: [
      { value: 'discount', label: 'Discount' },
      { value: 'free-trial', label: 'Free trial', disabled: true },
      { value: 'bundle', label: 'Bundle' },
    ],
    defaultValue: 'discount',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Free trial' })).toBeDisabled();
    await userEvent.tab();
    // Arrow keys skip the disabled radio.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Bundle' })).toBeChecked();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'On-site' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Location type' })).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Remote' }));
    await expect(canvas.getByRole('radio', { name: 'On-site' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [type, setType] = useState<string | null>(null);
    return (
      <>
        <RadioGroup {...args} value={type} onValueChange={setType} />
        <p>Shown on the job card as: {type ?? 'not set'}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Remote'));
    await expect(canvas.getByText('Shown on the job card as: Remote')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'Hybrid', error: 'This field is required', hint: 'Where you would work.' },
};
