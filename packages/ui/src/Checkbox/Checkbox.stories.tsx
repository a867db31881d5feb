import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'I’m Currently Working Here', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I’m Currently Working Here' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'I’m Currently Working Here' })).toBeChecked();
  },
};

export const SpaceAndLabelToggle: Story = {
  args: { label: 'Show my email on my profile' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Show my email on my profile' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('Show my email on my profile'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Indeterminate: Story = {
  render: function SelectAll(args) {
    const subjects = ['Mathematics', 'Physics', 'Chemistry'];
    const [chosen, setChosen] = useState<string[]>(['Physics']);
    const all = chosen.length === subjects.length;
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox
          {...args}
          label="All science subjects"
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          onCheckedChange={(on) => setChosen(on ? subjects : [])}
        />
        <div style={{ display: 'grid', gap: 8, paddingInlineStart: 28 }}>
          {subjects.map((subject) => (
            <Checkbox
              key={subject}
              label={subject}
              checked={chosen.includes(subject)}
              onCheckedChange={(on) => setChosen((list) => (on ? [...list, subject] : list.filter((s) => s !== subject)))}
            />
          ))}
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All science subjects' });
    await expect(all).toBePartiallyChecked();
    await expect(all).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Mathematics' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Chemistry' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const WithHint: Story = {
  args: { label: 'Open to relocation', hint: 'Schools abroad can see that you would move for the right role.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Open to relocation' })).toHaveAccessibleDescription(
      'Schools abroad can see that you would move for the right role.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'I confirm this credential is mine', required: true, error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I confirm this credential is mine' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('This field is required');
  },
};

export const Required: Story = {
  args: { label: 'I agree to the media approval policy', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'I agree to the media approval policy' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { defaultChecked: true, disabled: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I’m Currently Working Here' });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Verified educator', defaultChecked: true, readOnly: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Verified educator' });
    await expect(box).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [current, setCurrent] = useState(false);
    return (
      <>
        <Checkbox {...args} checked={current} onCheckedChange={setCurrent} />
        <p>End date: {current ? 'Present' : 'choose a month and year'}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I’m Currently Working Here' }));
    await expect(canvas.getByText('End date: Present')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} defaultChecked />
      <Checkbox label="All science subjects" indeterminate />
      <Checkbox label="I confirm this credential is mine" error="This field is required" />
    </div>
  ),
};
