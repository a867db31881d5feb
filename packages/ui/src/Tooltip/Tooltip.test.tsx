import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../Dialog';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
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
});
