import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Truncate } from './Truncate';

const microblog =
  'Five ways to bring project-based learning into a Year 7 science class without losing a term to planning. ' +
  'Start with one question your students already ask, map it to two curriculum outcomes, and let the class ' +
  'choose how to present what they find. We tried this with a local water-quality survey and the results ' +
  'surprised everyone: attendance went up, and so did the depth of the lab write-ups.';

const endorsement =
  'Amara is one of the most dedicated science teachers I have worked with. She rebuilt our Year 9 biology ' +
  'curriculum around field work, mentored three new staff members, and her students now lead the district in lab reports.';

const meta = {
  title: 'UI/Truncate',
  component: Truncate,
  args: { children: microblog, lines: 2, onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Truncate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A microblog body clamped to 2 lines; see more appears because the text really overflows. */
export const Lines: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: 'see more' });
    const text = canvasElement.querySelector<HTMLElement>(`[id="${more.getAttribute('aria-controls')}"]`)!;
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);

    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: 'see less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(text.scrollHeight).toBeLessThanOrEqual(text.clientHeight + 1);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(less);
    await expect(canvas.getByRole('button', { name: 'see more' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** An endorsement cut at 150 characters on a word boundary. */
export const Characters: Story = {
  args: { children: endorsement, maxChars: 150, lines: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/lab reports/)).not.toBeInTheDocument();
    await expect(canvas.getByText(/…$/)).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'see more' }));
    await expect(canvas.getByText(/lab reports\.$/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'see less' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText(/lab reports/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'see more' })).toHaveFocus();
  },
};

/** Text shorter than the clamp: no toggle at all, once measured. */
export const AlreadyShort: Story = {
  args: { children: 'Looking for a Year 5 maths tutor in Leeds for the spring term.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Year 5 maths tutor/)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button')).not.toBeInTheDocument());
  },
};

/** Starts expanded; see less collapses it. */
export const Expanded: Story = {
  args: { children: endorsement, maxChars: 150, defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/lab reports\.$/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'see less' }));
    await expect(canvas.getByRole('button', { name: 'see more' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The microblog card's 'Read Full' link to /feed/{id} instead of expanding in place. */
export const ReadFullLink: Story = {
  args: {
    renderMore: () => (
      <a href="/feed/42" style={{ color: 'var(--edu-color-primary)', fontWeight: 500 }}>
        Read Full
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Read Full' })).toHaveAttribute('href', '/feed/42');
    await expect(canvas.queryByRole('button', { name: 'see more' })).not.toBeInTheDocument();
  },
};
