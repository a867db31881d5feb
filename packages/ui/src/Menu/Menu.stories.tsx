import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { keepTranslating } from '../../../../test-support/translatePage';
import { Button } from '../Button';
import { EduProvider } from '../EduProvider';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon, EditIcon, LinkIcon, MoreIcon, ShareIcon, TrashIcon } from '../icons';
import { darkTheme } from '../theme/theme';
import { darkTokens } from '../tokens';
import { Menu, MenuItem, MenuSeparator } from './Menu';

const onAction = fn();

const jobActions = (
  <>
    <MenuItem onSelect={() => onAction('candidates')}>View candidates</MenuItem>
    <MenuItem icon={<EditIcon />} onSelect={() => onAction('edit')}>
      Edit job
    </MenuItem>
    <MenuItem onSelect={() => onAction('duplicate')}>Duplicate</MenuItem>
    <MenuSeparator />
    <MenuItem disabled onSelect={() => onAction('close-applications')}>
      Close applications
    </MenuItem>
    <MenuItem icon={<TrashIcon />} destructive onSelect={() => onAction('delete')}>
      Delete job
    </MenuItem>
  </>
);

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: {
    trigger: (
      <Button variant="ghost" aria-label="Actions for Year 5 Mathematics Teacher">
        <MoreIcon size={20} />
      </Button>
    ),
    children: jobActions,
    onOpenChange: fn(),
  },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
  decorators: [(Story) => <div style={{ minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const triggerOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Actions for Year 5 Mathematics Teacher' });

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = triggerOf(canvasElement);
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Actions for Year 5 Mathematics Teacher' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
    // The open menu, in its portal (a new one for every opening).
    const item = (name: string) => screen.getByRole('menuitem', { name });
    await expect(item('View candidates')).toHaveFocus();

    // Arrows move and wrap, skipping the disabled item; Home and End jump.
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Edit job')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(item('Delete job')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('View candidates')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Delete job')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('View candidates')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('Delete job')).toHaveFocus();

    // Type-ahead: a letter jumps to the next item starting with it.
    await userEvent.keyboard('d');
    await expect(item('Duplicate')).toHaveFocus();
    await userEvent.keyboard('d');
    await expect(item('Delete job')).toHaveFocus();
    await expect(item('Close applications')).toHaveAttribute('aria-disabled', 'true');

    // Escape closes and gives focus back to the trigger.
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // ArrowUp on the trigger opens on the last item; Enter selects it and closes.
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Delete job')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledWith('delete');
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const MouseSelection: Story = {
  play: async ({ canvasElement }) => {
    const trigger = triggerOf(canvasElement);
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit job' }));
    await expect(onAction).toHaveBeenCalledWith('edit');
    await expect(screen.queryByRole('menu')).toBeNull();

    // A disabled item does nothing and keeps the menu open.
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close applications' }));
    await expect(onAction).not.toHaveBeenCalledWith('close-applications');
    await expect(menu).toBeVisible();

    // A click outside closes without taking focus anywhere.
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const TabCloses: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Menu {...args} />
      <Button variant="outline">Boost this job</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(triggerOf(canvasElement));
    const menu = await screen.findByRole('menu');
    await userEvent.tab();
    await expect(menu).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Boost this job' })).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const RenderPropTrigger: Story = {
  args: {
    trigger: (props, { open }) => (
      <Button {...props} variant="outline" startIcon={<ShareIcon />} endIcon={open ? <ChevronUpIcon /> : <ChevronDownIcon />}>
        Share
      </Button>
    ),
    children: (
      <>
        <MenuItem icon={<LinkIcon />} onSelect={() => onAction('copy-link')}>
          Copy link
        </MenuItem>
        <MenuItem onSelect={() => onAction('linkedin')}>Share to LinkedIn</MenuItem>
        <MenuItem onSelect={() => onAction('facebook')}>Share to Facebook</MenuItem>
        <MenuItem onSelect={() => onAction('instagram')}>Share to Instagram</MenuItem>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Share' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Share' });
    await expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
    await userEvent.keyboard('s');
    await expect(within(menu).getByRole('menuitem', { name: 'Share to LinkedIn' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onAction).toHaveBeenCalledWith('linkedin');
    await expect(trigger).toHaveFocus();
  },
};

export const AlignEnd: Story = {
  args: { align: 'end', defaultOpen: true },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
};

export const DarkTheme: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
  play: async () => {
    // The focused (highlighted) destructive item must keep its contrast too.
    const menu = await screen.findByRole('menu');
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete job' })).toHaveFocus();
  },
};

/** Every item lies inside the viewport and is what the page shows at its centre: nothing covers or clips it. */
async function expectFullyShown(menu: HTMLElement) {
  const items = within(menu).getAllByRole('menuitem');
  const doc = menu.ownerDocument;
  // Floating UI places the menu just after it mounts.
  await waitFor(() => {
    for (const item of items) {
      const box = item.getBoundingClientRect();
      expect(box.width).toBeGreaterThan(0);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
      const hit = doc.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(hit === item || item.contains(hit)).toBe(true);
    }
  });
}

/**
 * A host's card that clips its content (300 × 200 px, `overflow: hidden`) with the menu's trigger at its bottom
 * edge: the open menu is in a portal on the page, so it shows whole, over and past the card's edge.
 */
export const InsideClippingContainer: Story = {
  render: (args) => (
    <div
      data-testid="clipping-card"
      style={{
        position: 'relative',
        width: 300,
        height: 200,
        overflow: 'hidden',
        border: '1px solid var(--edu-color-border)',
        borderRadius: 8,
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'flex-end',
        padding: 4,
        boxSizing: 'border-box',
        fontFamily: 'var(--edu-font-body)',
        color: 'var(--edu-color-text)',
      }}
    >
      <p style={{ margin: 0, marginRight: 'auto', alignSelf: 'flex-start' }}>Year 5 Mathematics Teacher</p>
      <Menu {...args} align="end" />
    </div>
  ),
  decorators: [(Story) => <div style={{ minHeight: 480 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const trigger = triggerOf(canvasElement);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Actions for Year 5 Mathematics Teacher' });
    await expect(within(menu).getByRole('menuitem', { name: 'View candidates' })).toHaveFocus();
    // It reaches past the card's bottom edge, yet every item shows.
    const card = within(canvasElement).getByTestId('clipping-card');
    await waitFor(() => expect(menu.getBoundingClientRect().bottom).toBeGreaterThan(card.getBoundingClientRect().bottom));
    await expectFullyShown(menu);

    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit job' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete job' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** `#rrggbb` as the `rgb(r, g, b)` a computed style reports. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/**
 * A dark provider nested in a light page: the menu it opens is portalled to the page's body, out of the dark
 * subtree, and still shows the dark theme (its layer names the provider's mode).
 */
export const InNestedDarkProvider: Story = {
  render: (args) => (
    <EduProvider theme={darkTheme}>
      <div style={{ padding: 16, background: 'var(--edu-color-surface)', color: 'var(--edu-color-text)' }}>
        <Menu {...args} />
      </div>
    </EduProvider>
  ),
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const trigger = triggerOf(canvasElement);
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Actions for Year 5 Mathematics Teacher' });
    await expect(menu.closest('[data-edu-theme]')).toHaveAttribute('data-edu-theme', 'dark');
    await expect(getComputedStyle(menu).backgroundColor).toBe(rgb(darkTokens.color['surface-raised']));
    await expect(getComputedStyle(menu).color).toBe(rgb(darkTokens.color.text));
    await expectFullyShown(menu);
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};

/**
 * Right to left (an Arabic page): the trigger sits at the right, the menu opens under it aligned to its start (the
 * right edge) and the items' text runs from the right; Left and Right do not move in a vertical menu.
 */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const trigger = triggerOf(canvasElement);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Actions for Year 5 Mathematics Teacher' });
    await expect(menu.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(Math.abs(menu.getBoundingClientRect().right - trigger.getBoundingClientRect().right)).toBeLessThan(1);
    const first = screen.getByRole('menuitem', { name: 'View candidates' });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).direction).toBe('rtl');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Edit job' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};

/** An item that stays open and marks its state with an icon (a toggle a host may build). */
function PinItem() {
  const [pinned, setPinned] = useState(false);
  return (
    <MenuItem
      icon={pinned ? <CheckIcon /> : undefined}
      onSelect={(event) => {
        event.preventDefault();
        setPinned((on) => !on);
      }}
    >
      Pin to profile
    </MenuItem>
  );
}

/**
 * The browser translated the page (text moved into `<font>` elements, test-support/translatePage): an item whose
 * icon comes and goes beside its label still works, with no error.
 */
export const SurvivesPageTranslation: Story = {
  args: { defaultOpen: true, children: <PinItem /> },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const view = doc.defaultView ?? window;
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(String(event.message));
    view.addEventListener('error', onError);
    const stop = keepTranslating(doc.body);
    try {
      const item = await screen.findByRole('menuitem', { name: 'Pin to profile' });
      await waitFor(() => expect(item.querySelector('font')).not.toBeNull());
      await userEvent.click(item);
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Pin to profile' }).querySelector('svg')).not.toBeNull());
      await userEvent.click(screen.getByRole('menuitem', { name: 'Pin to profile' }));
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Pin to profile' }).querySelector('svg')).toBeNull());
      await expect(errors).toEqual([]);
    } finally {
      stop();
      view.removeEventListener('error', onError);
    }
  },
};
