import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReactionPicker } from './ReactionPicker';
import { COMMENT_REACTION_OPTIONS, POST_REACTION_OPTIONS } from './reactionSets';

describe('ReactionPicker’s popup', () => {
  it('is not in the DOM before the first open; ↑ on a picker opening below lands on the last emoji', async () => {
    render(<ReactionPicker reactions={COMMENT_REACTION_OPTIONS} placement="bottom" />);
    const trigger = screen.getByRole('button', { name: 'React' });
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    expect(screen.queryByRole('menuitemradio', { hidden: true })).toBeNull();

    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Reactions' });
    expect(screen.getByRole('menuitemradio', { name: 'Rolling on the floor laughing' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-controls', menu.id);

    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    // Closed, the portalled popup leaves the document, and the trigger controls nothing.
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    expect(trigger).not.toHaveAttribute('aria-controls');
  });
});

describe('reaction sets', () => {
  it('hold the spec’s 9 post and 8 comment emojis, each with a name', () => {
    expect(POST_REACTION_OPTIONS.map((option) => option.emoji)).toEqual(['❤️', '🎓', '👏', '👍', '💯', '🏆', '⭐', '🎉', '💎']);
    expect(COMMENT_REACTION_OPTIONS.map((option) => option.emoji)).toEqual(['😍', '🤩', '👍', '🤔', '😢', '🙌', '😊', '🤣']);
    for (const option of [...POST_REACTION_OPTIONS, ...COMMENT_REACTION_OPTIONS]) expect(option.label).toMatch(/^[A-Z][a-z ]+$/);
  });
});

describe('ReactionPicker', () => {
  it('opens onto the first emoji, moves with arrows (wrapping), Home and End, and picks with Enter', async () => {
    const onReact = vi.fn();
    render(<ReactionPicker reactions={POST_REACTION_OPTIONS} onReact={onReact} />);
    const trigger = screen.getByRole('button', { name: 'React' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('menu', { name: 'Reactions' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Heart' })).toHaveFocus());

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('menuitemradio', { name: 'Diamond' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('menuitemradio', { name: 'Heart' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: 'Diamond' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}{Enter}');

    expect(onReact).toHaveBeenCalledWith('🎓');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const reacted = screen.getByRole('button', { name: 'Graduation cap' });
    expect(reacted).toHaveFocus();
    expect(reacted).toHaveAttribute('data-reacted');
  });

  it('marks the current reaction and opens onto it', async () => {
    render(<ReactionPicker reactions={COMMENT_REACTION_OPTIONS} value="🤔" />);
    await userEvent.click(screen.getByRole('button', { name: 'Thinking' }));
    const current = await screen.findByRole('menuitemradio', { name: 'Thinking' });
    expect(current).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(current).toHaveFocus());
    expect(screen.getByRole('menuitemradio', { name: 'Smiling' })).toHaveAttribute('aria-checked', 'false');
  });

  it('closes with Escape and with Tab, returning focus to the trigger, without reacting', async () => {
    const onReact = vi.fn();
    render(<ReactionPicker reactions={POST_REACTION_OPTIONS} onReact={onReact} />);
    const trigger = screen.getByRole('button', { name: 'React' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Heart' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(onReact).not.toHaveBeenCalled();
  });

  it('closes on a pointer press outside', async () => {
    render(
      <>
        <ReactionPicker reactions={POST_REACTION_OPTIONS} defaultOpen />
        <p>Outside</p>
      </>,
    );
    expect(await screen.findByRole('menu')).toBeVisible();
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
