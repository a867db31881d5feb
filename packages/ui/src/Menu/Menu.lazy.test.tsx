import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Menu, MenuItem } from './Menu';

// A file of its own: the popup's module loads once per file, and this opening must meet it still on its way.
const popupModule = await vi.hoisted(async () => (await import('../../../../test-support/moduleGate')).createGate());
vi.mock('./MenuPopup', async (importOriginal) => {
  await popupModule.arrived;
  return importOriginal();
});

it('lands on the last enabled item when ArrowUp opened the menu before its popup arrived', { timeout: 30_000 }, async () => {
  render(
    <Menu trigger={<button>Comment actions</button>}>
      <MenuItem>Edit comment</MenuItem>
      <MenuItem>Delete comment</MenuItem>
      <MenuItem disabled>Pin comment</MenuItem>
    </Menu>,
  );
  const trigger = screen.getByRole('button', { name: 'Comment actions' });
  trigger.focus();
  await userEvent.keyboard('{ArrowUp}');
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.queryByRole('menuitem', { hidden: true })).toBeNull();

  popupModule.release();
  // The first import of the popup's code is transformed on the spot here: slow on a busy machine.
  await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delete comment' })).toHaveFocus(), { timeout: 15_000 });
  expect(screen.getByRole('menu', { name: 'Comment actions' })).toBeVisible();
});
