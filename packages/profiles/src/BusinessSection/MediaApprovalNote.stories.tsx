import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MediaApprovalNote } from './MediaApprovalNote';

const meta = {
  title: 'Profiles/MediaApprovalNote',
  component: MediaApprovalNote,
} satisfies Meta<typeof MediaApprovalNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under every business media upload: the review note, its policy linked to the host's policies route. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Images are reviewed under our/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Media approval policy' })).toHaveAttribute('href', '/policies');
  },
};
