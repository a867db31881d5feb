import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, CardBody, CardHeader, CardMedia } from '../Card';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'circle', 'rect'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A feed post while it loads: announced once as 'Loading', the shapes themselves are hidden. */
export const FeedPostLoading: Story = {
  render: () => (
    <SkeletonGroup>
      <Card>
        <CardHeader>
          <Skeleton shape="circle" width={40} />
          <div style={{ flex: 1, display: 'grid', gap: 6 }}>
            <Skeleton width="45%" />
            <Skeleton width="25%" height="0.7em" />
          </div>
        </CardHeader>
        <CardBody>
          <Skeleton lines={3} />
        </CardBody>
      </Card>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading');
    for (const shape of status.querySelectorAll('[data-shape]')) {
      if (shape.parentElement?.getAttribute('data-shape') !== 'lines') await expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** Text lines: the last one is shorter, like a paragraph's. */
export const TextLines: Story = {
  render: (args) => (
    <SkeletonGroup>
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[data-shape="text"]');
    await expect(lines).toHaveLength(3);
    const [first, , last] = [...lines] as HTMLElement[];
    await expect(last!.getBoundingClientRect().width).toBeLessThan(first!.getBoundingClientRect().width);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: 56 },
  render: (args) => (
    <SkeletonGroup>
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-shape="circle"]') as HTMLElement;
    await expect(circle.getBoundingClientRect().height).toBe(56);
  },
};

/** An event card while it loads: a cover rectangle and a few lines. */
export const EventCardLoading: Story = {
  render: () => (
    <SkeletonGroup label="Loading events">
      <Card padding="lg">
        <CardMedia>
          <Skeleton shape="rect" height={180} style={{ borderRadius: 0 }} />
        </CardMedia>
        <CardBody>
          <Skeleton width="70%" height="1.2em" />
          <Skeleton lines={2} width="50%" />
          <Skeleton shape="rect" width={120} height={32} />
        </CardBody>
      </Card>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading events');
  },
};

/** No animation for people who asked for reduced motion: the pulse stops (checked by the media query). */
export const ReducedMotion: Story = {
  render: (args) => (
    <SkeletonGroup>
      <Skeleton {...args} lines={2} />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-shape="text"]') as HTMLElement;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(line).animationName === 'none').toBe(reduced);
  },
};
