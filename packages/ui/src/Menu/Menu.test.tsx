import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem } from './Menu';

describe('Menu', () => {
  it('composes the trigger’s own onClick and keeps its id', async () => {
    const onClick = vi.fn();
    render(
      <Menu trigger={<button id="job-7-actions" onClick={onClick}>Actions</button>}>
        <MenuItem>Edit job</MenuItem>
      </Menu>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveAttribute('id', 'job-7-actions');
    expect(screen.getByRole('menu', { name: 'Actions' })).toHaveAttribute('aria-labelledby', 'job-7-actions');
  });

  it('stays open when onSelect prevents default, and closes otherwise', async () => {
    const onSelect = vi.fn();
    render(
      <Menu trigger={<button>Reactions</button>}>
        <MenuItem onSelect={(event) => event.preventDefault()}>Keep open</MenuItem>
        <MenuItem onSelect={onSelect}>Like</MenuItem>
      </Menu>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reactions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Keep open' }));
    expect(screen.getByRole('menu')).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Like' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('follows a controlled open state and names the menu with label', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Menu open={false} onOpenChange={onOpenChange} label="Post actions" trigger={<button>More</button>}>
        <MenuItem>Report</MenuItem>
      </Menu>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('menu')).toBeNull();
    rerender(
      <Menu open onOpenChange={onOpenChange} label="Post actions" trigger={<button>More</button>}>
        <MenuItem>Report</MenuItem>
      </Menu>,
    );
    expect(screen.getByRole('menu', { name: 'Post actions' })).toBeVisible();
  });
});
