import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds itself to the trigger’s existing description', () => {
    render(
      <>
        <p id="hint">Opens in a new tab</p>
        <Tooltip content="Apply on the employer’s site">
          <a href="https://jobs.example.org/7" aria-describedby="hint">
            Apply
          </a>
        </Tooltip>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAccessibleDescription('Opens in a new tab Apply on the employer’s site');
  });

  it('closes on Escape without closing the dialog around it', async () => {
    render(
      <Dialog defaultOpen title="Share job">
        <Tooltip content="Copy the job link">
          <button>Copy link</button>
        </Tooltip>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Share job' })).toBeInTheDocument();
  });

  it('stays while the pointer crosses from its trigger onto it, and goes once the pointer has left both', () => {
    // Only the tooltip's timers: the positioning keeps its animation frames.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <Tooltip content="Copy the job link">
        <button>Copy link</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Copy link' });
    const mouse = { pointerType: 'mouse', relatedTarget: document.body };
    fireEvent.pointerOver(trigger, mouse);
    act(() => vi.advanceTimersByTime(400));
    const tooltip = screen.getByRole('tooltip');
    // Off the trigger, over the gap between them, then onto the tooltip.
    fireEvent.pointerOut(trigger, mouse);
    fireEvent.pointerOver(tooltip, mouse);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.pointerOut(tooltip, mouse);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
