import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { HeartIcon, InfoIcon, ShareIcon } from '../icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Share this job with your network',
    children: (
      <Button variant="ghost" aria-label="Share job">
        <ShareIcon size={20} />
      </Button>
    ),
    onOpenChange: fn(),
  },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom'] } },
  // Room above the trigger for the tooltip.
  decorators: [(Story) => <div style={{ paddingTop: 56 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Share job' });
    await expect(trigger).toHaveAccessibleDescription('Share this job with your network');
    await expect(screen.queryByRole('tooltip')).toBeNull();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveTextContent('Share this job with your network');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);

    // Hidden, it is back in place (still the trigger's description), out of the accessibility tree.
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(trigger).toHaveAccessibleDescription('Share this job with your network');
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Focus again after a blur shows it again; blur hides it.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.tab();
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

export const OnHover: Story = {
  args: { delayMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Share job' });
    await userEvent.hover(trigger);
    // Not at once: a pointer passing over the button does not flash a tooltip.
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeVisible());
    // The pointer may move onto the tooltip itself without losing it.
    await userEvent.hover(screen.getByRole('tooltip'));
    await expect(screen.getByRole('tooltip')).toBeVisible();
    // Gone once the pointer has left both (after a short grace for crossing between them).
    await userEvent.unhover(trigger.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const HoverThenEscape: Story = {
  args: { delayMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Share job' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Bottom: Story = {
  args: {
    defaultOpen: true,
    placement: 'bottom',
    content: 'Saved jobs appear under Favourites on your dashboard.',
    children: (
      <Button variant="outline" startIcon={<HeartIcon />}>
        Save job
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ paddingBottom: 72 }}>{Story()}</div>],
};

export const ExplainsALabelledControl: Story = {
  args: {
    content: 'Jobs posted in the last 24 hours are marked New.',
    children: (
      <button
        type="button"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          border: 0,
          background: 'none',
          color: 'var(--edu-color-primary)',
          font: 'inherit',
          cursor: 'help',
        }}
      >
        <InfoIcon /> About freshness badges
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'About freshness badges' });
    await userEvent.tab();
    await expect(trigger).toHaveAccessibleDescription('Jobs posted in the last 24 hours are marked New.');
    // A click is not a request for the tooltip.
    await userEvent.click(canvasElement);
    await userEvent.click(trigger);
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

export const DarkTheme: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
