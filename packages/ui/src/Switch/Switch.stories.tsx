import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Open to work', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Open to work' });
    await expect(control).not.toBeChecked();
    await expect(control).toHaveAttribute('aria-checked', 'false');
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Open to work' });
    await expect(control).toBeChecked();
    await expect(control).toHaveAttribute('data-state', 'checked');
  },
};

export const SpaceToggles: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Open to work' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'false');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithHint: Story = {
  args: { label: 'Open to network', hint: 'Other educators can send you connection requests.', defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Open to network' })).toHaveAccessibleDescription(
      'Other educators can send you connection requests.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'Public profile', error: 'Add a profile picture before going public' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Public profile' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('Add a profile picture before going public');
  },
};

export const Required: Story = {
  args: { label: 'Accept the community guidelines', required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Accept the community guidelines' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Open to work' });
    await expect(control).toBeDisabled();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultChecked: true, hint: 'Set by your school’s administrator.' },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Open to work' });
    await expect(control).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(control);
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function Availability(args) {
    const [work, setWork] = useState(true);
    const [network, setNetwork] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Switch {...args} label="Open to work" checked={work} onCheckedChange={setWork} />
        <Switch label="Open to network" checked={network} onCheckedChange={setNetwork} />
        <p>
          Badge: {work ? 'Open to work' : 'Not looking'}
          {network ? ' · Open to network' : ''}
        </p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Open to network', { selector: 'label' }));
    await expect(canvas.getByRole('switch', { name: 'Open to network' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Open to work' }));
    await expect(canvas.getByText('Badge: Not looking · Open to network')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args} defaultChecked />
      <Switch label="Open to network" />
      <Switch label="Public profile" error="Add a profile picture before going public" />
    </div>
  ),
};

/** Right to left (an Arabic page): the thumb starts on the right and slides left when on. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Open to work' });
    const thumb = control.nextElementSibling!;
    const track = control.getBoundingClientRect();
    const centre = () => {
      const box = thumb.getBoundingClientRect();
      return box.left + box.width / 2 - track.left;
    };
    await expect(centre()).toBeGreaterThan(track.width / 2);
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await waitFor(() => expect(centre()).toBeLessThan(track.width / 2));
  },
};
