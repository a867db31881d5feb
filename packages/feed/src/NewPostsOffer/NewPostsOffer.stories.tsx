import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewPostsOffer } from './NewPostsOffer';

/**
 * The live offer on its own, over the top of a stand-in list (the feed's own use is in `Feed/Live updates`): no height
 * of its own, a button "N new posts" when some wait, and a polite live region saying the same.
 */
const meta = {
  title: 'Feed/New posts offer',
  component: NewPostsOffer,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, margin: '0 auto', paddingTop: 8 }}>
        <Story />
        <div data-part="stand-in-list" style={{ height: 240, border: '1px dashed #8a8f98', borderRadius: 8 }} />
      </div>
    ),
  ],
  args: { count: 0, onShow: fn() },
} satisfies Meta<typeof NewPostsOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-part="new-posts-status"]');

/** None waiting: nothing shows and nothing is said, but the polite region is in place before it speaks. */
export const NoneWaiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(status(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await expect(status(canvasElement)).toHaveTextContent(/^$/);
    // No height: the list below starts where the offer is.
    await expect(canvasElement.querySelector('[data-part="new-posts"]')?.getBoundingClientRect().height).toBe(0);
  },
};

/** One new post: the button, announced politely; choosing it calls `onShow`. */
export const OneNewPost: Story = {
  args: { count: 1 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '1 new post' });
    await expect(button).toBeVisible();
    await expect(status(canvasElement)).toHaveTextContent('1 new post');
    await expect(status(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(button);
    await expect(args.onShow).toHaveBeenCalledTimes(1);
  },
};

/** Many new posts: one button, counted. */
export const ManyNewPosts: Story = {
  args: { count: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '12 new posts' })).toBeVisible();
    await expect(status(canvasElement)).toHaveTextContent('12 new posts');
  },
};

/** In Arabic, right to left: the count in Arabic's dual form, centred over the list. */
export const Arabic: Story = {
  args: { count: 2 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'منشوران جديدان' });
    await expect(button).toBeVisible();
    await expect(getComputedStyle(button).direction).toBe('rtl');
    await expect(status(canvasElement)).toHaveTextContent('منشوران جديدان');
  },
};

/** Reached from the keyboard: the focus ring shows, and Enter chooses it. */
export const FocusVisible: Story = {
  args: { count: 3 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '3 new posts' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onShow).toHaveBeenCalledTimes(1);
  },
};
