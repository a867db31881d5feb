import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@edupassport/api-client';
import { Card } from '../Card';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] } },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default title and a retry that calls onRetry. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A feed that failed to load: the message of the client's ApiError. */
export const FromApiError: Story = {
  args: {
    title: 'Could not load the feed',
    error: new ApiError({ kind: 'http', endpoint: 'feed.getFeed', status: 503 }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The server had a problem. Please try again later.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A plain string message (a failed job report shows the error message). */
export const FromString: Story = {
  args: { title: 'Report not sent', error: 'Failed to submit report. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to submit report. Please try again.');
  },
};

/** Retrying: the button shows it is busy and ignores presses until the call settles. */
export const Retrying: Story = {
  args: { title: 'Could not load comments', compact: true },
  render: function RetryingStory(args) {
    const [busy, setBusy] = useState(false);
    return (
      <Card style={{ maxWidth: 420 }}>
        <ErrorState
          {...args}
          retrying={busy}
          onRetry={() => {
            args.onRetry?.();
            setBusy(true);
          }}
        />
      </Card>
    );
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Try again/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without onRetry there is nothing to press. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined, title: 'This post was removed', error: { message: 'It may have broken the community rules.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('It may have broken the community rules.');
  },
};

/**
 * The server answered `Retry-After: 120`: Try again says how long is left, stays focusable, and does nothing until
 * the wait ends (the countdown itself is tested with a fake clock in ErrorState.test.tsx).
 */
export const WaitsForRetryAfter: Story = {
  args: { title: 'Could not load the feed' },
  render: function WaitsForRetryAfterStory(args) {
    // One error for the story's life: the wait belongs to the error and starts when it is first shown.
    const [error] = useState(() => new ApiError({ kind: 'http', endpoint: 'feed.getFeed', status: 503, retryAfterMs: 120_000 }));
    return <ErrorState {...args} error={error} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Try again in 2 minutes' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** In Arabic: the client's own network text as an Arabic reader meets it (the ui catalog's `apiErrors.network`). */
export const ArabicNetworkError: Story = {
  globals: { locale: 'ar' },
  args: { error: new ApiError({ kind: 'network', endpoint: 'feed.getFeed' }) },
  // The Arabic catalog downloads first: the alert shows once it has, its root right to left.
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'حدث خطأ ما' })).toBeVisible();
    await expect(alert).toHaveTextContent('خطأ في الشبكة: يُرجى التحقق من اتصالك والمحاولة مرة أخرى');
    await expect(alert.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(canvas.getByRole('button', { name: 'حاول مرة أخرى' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
