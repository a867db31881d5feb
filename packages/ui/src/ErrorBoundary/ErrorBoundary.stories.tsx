import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Card, CardBody, CardHeader } from '../Card';
import { portraits } from '../Image/storyImages';
import { ErrorBoundary } from './ErrorBoundary';

interface StoryPost {
  id: number;
  author: string;
  picture: string | null;
  /** A multimedia post's body as the server sends it: a JSON string. */
  content: string;
}

const BROKEN = 'Unexpected end of JSON input';

const posts: StoryPost[] = [
  { id: 1001, author: 'Amara Okafor', picture: portraits.amara, content: JSON.stringify({ content: 'Our Year 5 class built a weather station this week!' }) },
  // Cut off in transit: parsing it throws while rendering.
  { id: 1002, author: 'Ben Schmidt', picture: portraits.ben, content: '{"content": "Reading week photos are' },
  { id: 1003, author: 'Dana Levi', picture: portraits.dana, content: JSON.stringify({ content: 'Looking for ideas to teach fractions with cooking.' }) },
];
const repaired = JSON.stringify({ content: 'Reading week photos are up in the gallery.' });

function PostCard({ post }: { post: StoryPost }) {
  let body: { content: string };
  try {
    body = JSON.parse(post.content) as { content: string };
  } catch {
    throw new Error(BROKEN);
  }
  return (
    <Card as="article" aria-labelledby={`post-${post.id}-author`}>
      <CardHeader>
        <Avatar name={post.author} src={post.picture} decorative />
        <strong id={`post-${post.id}-author`}>{post.author}</strong>
      </CardHeader>
      <CardBody>
        <p style={{ margin: 0 }}>{body.content}</p>
      </CardBody>
    </Card>
  );
}

/** React reports every caught error on the console; keep the expected ones out of the test output. */
function silenceExpectedErrors() {
  const original = console.error.bind(console);
  const spy = spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    if (text.includes(BROKEN) || text.includes('error boundary')) return;
    original(...args);
  });
  return () => spy.mockRestore();
}

const meta = {
  title: 'UI/ErrorBoundary',
  component: ErrorBoundary,
  args: { onError: fn(), onReset: fn() },
  beforeEach: silenceExpectedErrors,
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A feed whose middle post throws while rendering: its neighbours still show, the broken one shows a
 * small notice, and 'Try again' (here: after refetching the post) renders it.
 */
export const FeedWithBrokenCard: Story = {
  render: function Feed(args) {
    const [items, setItems] = useState(posts);
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
        {items.map((post) => (
          <ErrorBoundary
            key={post.id}
            {...args}
            onReset={() => {
              args.onReset?.();
              setItems((current) => current.map((item) => (item.id === post.id ? { ...item, content: repaired } : item)));
            }}
          >
            <PostCard post={post} />
          </ErrorBoundary>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Amara Okafor' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Dana Levi' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Ben Schmidt' })).toBeNull();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This item could not be shown.');
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ message: BROKEN }), expect.anything());

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('article', { name: 'Ben Schmidt' })).toHaveTextContent('Reading week photos are up in the gallery.'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** A custom fallback through a render function that gets the error and reset. */
export const CustomFallback: Story = {
  args: {
    fallback: ({ reset }) => (
      <Card as="article" aria-label="Post unavailable" padding="sm">
        <p style={{ margin: 0 }}>
          This post could not be displayed.{' '}
          <Button size="sm" variant="ghost" onClick={reset}>
            Reload post
          </Button>
        </p>
      </Card>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <ErrorBoundary {...args}>
        <PostCard post={posts[1] as StoryPost} />
      </ErrorBoundary>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Post unavailable' })).toBeVisible();
    // The post is still broken: a retry lands on the fallback again.
    await userEvent.click(canvas.getByRole('button', { name: 'Reload post' }));
    await expect(canvas.getByRole('article', { name: 'Post unavailable' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledTimes(2);
  },
};

/** resetKeys: showing another post clears the error without a retry. */
export const ResetKeys: Story = {
  render: function Switcher(args) {
    const [index, setIndex] = useState(1);
    const post = posts[index] as StoryPost;
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
        <Button variant="outline" onClick={() => setIndex((value) => (value + 1) % posts.length)}>
          Next post
        </Button>
        <ErrorBoundary {...args} resetKeys={[post.id]}>
          <PostCard post={post} />
        </ErrorBoundary>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This item could not be shown.');
    await userEvent.click(canvas.getByRole('button', { name: 'Next post' }));
    await expect(canvas.getByRole('article', { name: 'Dana Levi' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
