import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ChevronDownIcon, InfoIcon } from '../icons';
import { Popover, type PopoverProps } from './Popover';

function EventFilters() {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      <legend style={{ fontWeight: 700, marginBottom: 8 }}>Event format</legend>
      {['Online', 'In person', 'Hybrid'].map((format) => (
        <label key={format} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input type="checkbox" name="format" value={format} defaultChecked={format === 'Online'} />
          {format}
        </label>
      ))}
    </fieldset>
  );
}

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    label: 'Filter events',
    trigger: (
      <Button variant="outline" endIcon={<ChevronDownIcon />}>
        Filters
      </Button>
    ),
    children: <EventFilters />,
    onOpenChange: fn(),
  },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
  decorators: [(Story) => <div style={{ minHeight: 220 }}>{Story()}</div>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndClosesWithEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const popover = screen.getByRole('dialog', { name: 'Filter events' });
    await expect(popover).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', popover.id);
    // Focus moves to the first control inside.
    await expect(within(popover).getByRole('checkbox', { name: 'Online' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(popover).getByRole('checkbox', { name: 'In person' })).toBeChecked();

    await userEvent.keyboard('{Escape}');
    await expect(popover).not.toBeVisible();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Its content is kept while closed (the portal stays, hidden).
    await userEvent.click(trigger);
    await expect(within(popover).getByRole('checkbox', { name: 'In person' })).toBeChecked();
  },
};

export const OutsideClickCloses: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const popover = screen.getByRole('dialog', { name: 'Filter events' });
    await userEvent.click(within(popover).getByRole('checkbox', { name: 'Hybrid' }));
    await expect(popover).toBeVisible();
    await userEvent.click(canvasElement);
    await waitFor(() => expect(popover).not.toBeVisible());
  },
};

export const WithoutControls: Story = {
  args: {
    label: 'About salary ranges',
    trigger: (
      <Button variant="ghost" startIcon={<InfoIcon />}>
        How salaries are shown
      </Button>
    ),
    children: (
      <p style={{ margin: 0 }}>
        Employers give a yearly, monthly or hourly range. We show it in the currency of the job’s country.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'How salaries are shown' });
    await userEvent.click(trigger);
    await expect(screen.getByRole('dialog', { name: 'About salary ranges' })).toBeVisible();
    // Nothing to focus inside: focus stays on the trigger, and Escape still closes.
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

function ControlledFilters(args: PopoverProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange?.(next);
      }}
    >
      <EventFilters />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <Button size="sm" onClick={() => setOpen(false)}>
          Apply filters
        </Button>
      </div>
    </Popover>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledFilters {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const AlignEnd: Story = {
  args: { align: 'end', defaultOpen: true },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
};

export const DarkTheme: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
