import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem, MenuSeparator } from './Menu';

function JobMenu() {
  return (
    <Menu trigger={<button>Actions for Year 5 Mathematics Teacher</button>}>
      <MenuItem>View candidates</MenuItem>
      <MenuItem>Edit job</MenuItem>
      <MenuSeparator />
      <MenuItem>Delete job</MenuItem>
      <MenuItem disabled>Close applications</MenuItem>
    </Menu>
  );
}

describe('Menu’s popup', () => {
  it('is not in the DOM before the first open; Enter opens it and focuses the first item', async () => {
    render(<JobMenu />);
    const trigger = screen.getByRole('button', { name: 'Actions for Year 5 Mathematics Teacher' });
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    expect(screen.queryByRole('menuitem', { hidden: true })).toBeNull();
    expect(trigger).not.toHaveAttribute('aria-controls');

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Actions for Year 5 Mathematics Teacher' });
    expect(screen.getByRole('menuitem', { name: 'View candidates' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
  });

  it('opens on the last enabled item with ArrowUp, and Escape gives focus back to the trigger', async () => {
    render(<JobMenu />);
    const trigger = screen.getByRole('button', { name: 'Actions for Year 5 Mathematics Teacher' });
    expect(screen.queryByRole('menuitem', { hidden: true })).toBeNull();
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete job' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Closed, the portalled popup leaves the document, and the trigger controls nothing.
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    expect(trigger).not.toHaveAttribute('aria-controls');

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'View candidates' })).toHaveFocus();
  });

  it('passes a ref to the item’s button', async () => {
    const ref = vi.fn();
    render(
      <Menu defaultOpen trigger={<button>Share</button>}>
        <MenuItem ref={ref}>Copy link</MenuItem>
      </Menu>,
    );
    const item = screen.getByRole('menuitem', { name: 'Copy link' });
    expect(ref).toHaveBeenCalledWith(item);
  });

  it('passes a ref to the separator’s element', async () => {
    const ref = vi.fn();
    render(
      <Menu defaultOpen trigger={<button>Share</button>}>
        <MenuItem>Copy link</MenuItem>
        <MenuSeparator ref={ref} />
        <MenuItem>Report</MenuItem>
      </Menu>,
    );
    const separator = await screen.findByRole('separator');
    expect(ref).toHaveBeenCalledWith(separator);
  });
});

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

  it('mounts closed in one commit, and opens anchored to its trigger', async () => {
    // A page mounts every closed menu at once (a feed: one per post): none may render itself again as it mounts.
    const commits: string[] = [];
    render(
      <Profiler id="menus" onRender={(_, phase) => commits.push(phase)}>
        <JobMenu />
        <JobMenu />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
    const [first] = screen.getAllByRole('button', { name: 'Actions for Year 5 Mathematics Teacher' });
    await userEvent.click(first!);
    expect(screen.getByRole('menu')).toBeVisible();
    // Outside the trigger and the menu, a press closes it (the anchor is known while open).
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
