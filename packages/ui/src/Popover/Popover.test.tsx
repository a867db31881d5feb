import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Popover } from './Popover';

describe('Popover', () => {
  it('closes when focus moves outside it, without pulling focus back', async () => {
    render(
      <>
        <Popover label="Filter jobs" trigger={<button>Filters</button>}>
          <label>
            <input type="checkbox" /> Full time
          </label>
        </Popover>
        <button>Search</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('checkbox', { name: 'Full time' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('toggles from the trigger and supports a render-function trigger', async () => {
    render(
      <Popover label="Salary details" trigger={(props, { open }) => <button {...props}>{open ? 'Hide' : 'Show'} salary details</button>}>
        <p>£32,000 – £38,000 a year</p>
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show salary details' }));
    expect(screen.getByRole('dialog', { name: 'Salary details' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hide salary details' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
