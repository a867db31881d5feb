import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ReactionPicker } from './ReactionPicker';
import { COMMENT_REACTION_OPTIONS, POST_REACTION_OPTIONS } from './reactionSets';

const meta = {
  title: 'UI/ReactionPicker',
  component: ReactionPicker,
  args: { reactions: POST_REACTION_OPTIONS, onReact: fn(), onOpenChange: fn() },
  argTypes: { reactions: { control: false } },
  decorators: [
    (Story) => (
      // Room above the action bar, where the emojis open.
      <div style={{ paddingTop: 72, maxWidth: 520, fontFamily: 'var(--edu-font-body)' }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            paddingTop: 8,
            borderTop: '1px solid var(--edu-color-border)',
            color: 'var(--edu-color-text-muted)',
            fontSize: '0.875rem',
          }}
        >
          <Story />
          <span>12 comments · 4 shares</span>
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof ReactionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 9 post reactions of a feed card: open, move with the arrow keys, pick with Enter. */
export const PostReactions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'React' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Reactions' });
    await expect(menu).toBeVisible();
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(9);
    await expect(screen.getByRole('menuitemradio', { name: 'Heart' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(screen.getByRole('menuitemradio', { name: 'Graduation cap' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(screen.getByRole('menuitemradio', { name: 'Thumbs up' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(screen.getByRole('menuitemradio', { name: 'Clapping hands' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitemradio', { name: 'Diamond' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(screen.getByRole('menuitemradio', { name: 'Heart' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');

    await expect(args.onReact).toHaveBeenCalledWith('🎓');
    await expect(menu).not.toBeVisible();
    const reacted = canvas.getByRole('button', { name: 'Graduation cap' });
    await expect(reacted).toHaveFocus();
    await expect(reacted).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The 8 comment reactions; Space picks too. */
export const CommentReactions: Story = {
  args: { reactions: COMMENT_REACTION_OPTIONS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'React' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(await screen.findByRole('menu')).getAllByRole('menuitemradio')).toHaveLength(8);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(screen.getByRole('menuitemradio', { name: 'Rolling on the floor laughing' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onReact).toHaveBeenCalledWith('🤣');
    await expect(canvas.getByRole('button', { name: 'Rolling on the floor laughing' })).toHaveFocus();
  },
};

/** The member already reacted with a trophy: the trigger shows it and the menu opens onto it. */
export const WithCurrentReaction: Story = {
  args: { defaultValue: '🏆' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Trophy' }));
    const trophy = await screen.findByRole('menuitemradio', { name: 'Trophy' });
    await expect(trophy).toHaveAttribute('aria-checked', 'true');
    await expect(trophy).toHaveFocus();
    await expect(screen.getByRole('menuitemradio', { name: 'Heart' })).toHaveAttribute('aria-checked', 'false');
  },
};

/** Escape closes without reacting and puts focus back on the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'React' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(screen.getByRole('menuitemradio', { name: 'Clapping hands' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onReact).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Opened below the trigger, as in a comment row near the top of a dialog. */
export const OpenBelow: Story = {
  args: { reactions: COMMENT_REACTION_OPTIONS, placement: 'bottom', defaultOpen: true, defaultValue: '🙌' },
  play: async () => {
    await expect(await screen.findByRole('menu')).toHaveAttribute('data-placement', 'bottom');
    await expect(screen.getByRole('menuitemradio', { name: 'Raised hands' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'React' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Right to left (an Arabic page): the row of emojis runs from the right, and Left moves to the next one. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'React' }));
    const menu = await screen.findByRole('menu', { name: 'Reactions' });
    await expect(menu.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const heart = screen.getByRole('menuitemradio', { name: 'Heart' });
    const cap = screen.getByRole('menuitemradio', { name: 'Graduation cap' });
    await expect(heart).toHaveFocus();
    await expect(heart.getBoundingClientRect().left).toBeGreaterThan(cap.getBoundingClientRect().left);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cap).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(screen.getByRole('menuitemradio', { name: 'Diamond' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};
