import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommentIcon, EditIcon, FlagIcon, MoreIcon, ShareIcon, TrashIcon } from '../icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { icon: <ShareIcon />, 'aria-label': 'Share post', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quiet default of a card toolbar: named by aria-label, square, and pressed with a click or a key. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Share post' });
    await expect(button).toHaveAttribute('data-variant', 'ghost');
    await expect(button.offsetWidth).toBe(button.offsetHeight);
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Every Button variant, on the actions of a post. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} variant="primary" icon={<EditIcon />} aria-label="Edit post" />
      <IconButton {...args} variant="secondary" icon={<ShareIcon />} aria-label="Share post" />
      <IconButton {...args} variant="outline" icon={<CommentIcon />} aria-label="Show comments" />
      <IconButton {...args} variant="ghost" icon={<MoreIcon />} aria-label="More actions" />
      <IconButton {...args} variant="danger" icon={<TrashIcon />} aria-label="Delete post" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete post' })).toHaveAttribute('data-variant', 'danger');
    await expect(canvas.getByRole('button', { name: 'Edit post' })).toHaveAttribute('data-variant', 'primary');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" aria-label="Share (small)" />
      <IconButton {...args} size="md" aria-label="Share (medium)" />
      <IconButton {...args} size="lg" aria-label="Share (large)" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Share (small)' });
    const large = canvas.getByRole('button', { name: 'Share (large)' });
    await expect(small.offsetWidth).toBe(small.offsetHeight);
    await expect(large.offsetWidth).toBe(large.offsetHeight);
    await expect(large.offsetWidth).toBeGreaterThan(small.offsetWidth);
  },
};

/** A toggle icon button: aria-pressed flips, the name stays the same. */
export const Toggle: Story = {
  args: { icon: <CommentIcon />, 'aria-label': 'Show comments' },
  render: function ToggleStory(args) {
    const [pressed, setPressed] = useState(false);
    return <IconButton {...args} pressed={pressed} onClick={() => setPressed((value) => !value)} />;
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show comments' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('data-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Pressed: Story = {
  args: { icon: <FlagIcon />, 'aria-label': 'Flag for review', pressed: true, variant: 'outline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Flag for review', pressed: true })).toBeVisible();
  },
};

/** Busy: keeps focus, says 'Loading', ignores presses. */
export const Loading: Story = {
  args: { loading: true, icon: <TrashIcon />, 'aria-label': 'Delete post', variant: 'danger' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Delete post/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveTextContent('Loading');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, icon: <EditIcon />, 'aria-label': 'Edit post' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit post' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Named by visible text elsewhere, through aria-labelledby. */
export const LabelledByHeading: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', fontFamily: 'var(--edu-font-body)' }}>
      <h3 id="job-actions-title" style={{ margin: 0, fontSize: 16 }}>
        Job actions
      </h3>
      <IconButton icon={<MoreIcon />} aria-labelledby="job-actions-title" onClick={args.onClick} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Job actions' })).toBeVisible();
  },
};
