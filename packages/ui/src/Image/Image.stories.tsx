import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { ImageWithFallback } from './Image';
import { brokenImage, classroomPhoto, defaultCover, eventCover, portraits, schoolLogo } from './storyImages';

const meta = {
  title: 'UI/Image',
  component: ImageWithFallback,
  args: {
    src: eventCover,
    alt: 'Science fair on the main stage of Greenfield Academy',
    fallbackSrc: defaultCover,
    aspectRatio: '16 / 9',
    style: { width: 480 },
  },
  argTypes: {
    onFallback: { control: 'inline-radio', options: ['replace', 'remove', 'placeholder'] },
    fit: { control: 'inline-radio', options: ['cover', 'contain', 'fill', 'none', 'scale-down'] },
  },
} satisfies Meta<typeof ImageWithFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An event cover that loads: lazy, in a reserved 16:9 box. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: /Science fair/ });
    await waitFor(() => expect(image).toHaveAttribute('data-state', 'loaded'));
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

/** A broken event cover falls back to the default image. */
export const BrokenReplacedByFallback: Story = {
  args: { src: brokenImage },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: /Science fair/ });
    await waitFor(() => expect(image).toHaveAttribute('data-state', 'fallback'));
    await expect(image).toHaveAttribute('src', defaultCover);
  },
};

/** No cover at all: the default image straight away. */
export const MissingSrc: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: /Science fair/ });
    await expect(image).toHaveAttribute('data-state', 'fallback');
    await expect(image).toHaveAttribute('src', defaultCover);
  },
};

/** A broken image inside a shared post is removed; the post around it stays. */
export const RemovedInSharedPost: Story = {
  args: { src: brokenImage, alt: 'Photos from the Year 5 reading week', onFallback: 'remove', fallbackSrc: null, style: { width: '100%' } },
  render: (args) => (
    <article
      aria-label="Shared post"
      style={{ maxWidth: 480, padding: 16, fontFamily: 'var(--edu-font-body)', border: '1px solid var(--edu-color-border)', borderRadius: 12, background: 'var(--edu-color-surface)' }}
    >
      <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '0 0 8px' }}>
        <Avatar name="Ben Schmidt" src={portraits.ben} size="sm" decorative />
        <strong>Ben Schmidt</strong>
      </p>
      <p style={{ margin: '0 0 12px' }}>Our reading week was a hit: the children voted for more buddy reading!</p>
      <ImageWithFallback {...args} />
    </article>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('img', { name: /reading week/ })).toBeNull());
    await expect(canvasElement.querySelector('[data-state="removed"]')).not.toBeVisible();
    await expect(canvas.getByText(/buddy reading/)).toBeVisible();
  },
};

/** The fallback is broken too: the image removes itself instead of looping. */
export const FallbackAlsoBroken: Story = {
  args: { src: brokenImage, fallbackSrc: '/also-missing.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="removed"]')).not.toBeNull());
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** `placeholder` mode: a broken picture with no default leaves a neutral box that names it, never an empty slot. */
export const BrokenShowsPlaceholder: Story = {
  args: { src: brokenImage, fallbackSrc: null, alt: 'Year 5 pupils at the science fair', onFallback: 'placeholder', style: undefined },
  // The slot sets the width, as a card's media box does.
  render: (args) => (
    <div style={{ width: 480 }}>
      <ImageWithFallback {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = () => canvas.getByRole('img', { name: 'Year 5 pupils at the science fair' });
    await waitFor(() => expect(picture()).toHaveAttribute('data-state', 'placeholder'));
    const placeholder = picture();
    await expect(placeholder.tagName).not.toBe('IMG');
    await expect(canvas.getByText('Year 5 pupils at the science fair')).toBeVisible();
    // It keeps the picture's box: the reserved 16:9 ratio of a 480 px wide slot.
    await expect(Math.round(placeholder.getBoundingClientRect().height)).toBe(270);
  },
};

/** A logo kept whole inside a wide box. */
export const ContainFit: Story = {
  args: { src: schoolLogo, alt: 'Greenfield Academy logo', fit: 'contain', aspectRatio: '3 / 1', style: { width: 360 } },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Greenfield Academy logo' });
    await expect(getComputedStyle(image).objectFit).toBe('contain');
    await waitFor(() => expect(image).toHaveAttribute('data-state', 'loaded'));
  },
};

/** A decorative picture (alt ''): not announced. */
export const Decorative: Story = {
  args: { src: classroomPhoto, alt: '', aspectRatio: '16 / 9', style: { width: 320 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};
