import { createRef, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EduThemeProvider } from '../theme/EduThemeProvider';
import { createTheme } from '../theme/theme';
import { Menu, MenuItem } from '../Menu';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('is labelled by its title and described by its description, and forwards ref, className and style', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Dialog ref={ref} defaultOpen title="Contact details" description="Employers see these." className="custom" style={{ color: 'red' }}>
        <input aria-label="Email" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Contact details' });
    expect(dialog).toHaveAccessibleDescription('Employers see these.');
    expect(ref.current).toBe(dialog);
    expect(dialog).toHaveClass('custom');
    expect(dialog).toHaveStyle({ color: 'rgb(255, 0, 0)' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('closes with Escape and the close button, calling onOpenChange(false), and returns focus', async () => {
    const onOpenChange = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          <Dialog
            title="Preferred job"
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          >
            <button>Inside</button>
          </Dialog>
        </>
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
  });

  it('lets a user onKeyDown that prevents default keep Escape from closing', async () => {
    render(
      <Dialog defaultOpen title="Edit bio" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}>
        <textarea aria-label="Bio" />
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit bio' })).toBeInTheDocument();
  });

  it('portals into the container set through the theme default props', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const theme = createTheme({ components: { Dialog: { defaultProps: { container } } } });
    render(
      <EduThemeProvider theme={theme}>
        <Dialog defaultOpen title="Themed" />
      </EduThemeProvider>,
    );
    expect(within(container).getByRole('dialog', { name: 'Themed' })).toBeInTheDocument();
    container.remove();
  });

  it('keeps a closed dialog mounted and hidden with keepMounted, so its inputs keep their text', async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Reopen</button>
          <Dialog title="Headline" open={open} onOpenChange={setOpen} keepMounted>
            <input aria-label="Headline" />
          </Dialog>
        </>
      );
    }
    render(<Harness />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Headline' }), 'Maths lead');
    await userEvent.keyboard('{Escape}');
    const hidden = screen.getByRole('dialog', { hidden: true });
    expect(hidden).toHaveAttribute('data-state', 'closed');
    expect(hidden).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue('Maths lead');
  });

  it('lets Escape close a menu inside it without closing the dialog', async () => {
    render(
      <Dialog defaultOpen title="Job posting">
        <Menu trigger={<button>More</button>}>
          <MenuItem>Duplicate</MenuItem>
        </Menu>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Job posting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
  });
});
