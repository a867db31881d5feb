import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CalendarIcon, CheckIcon, LocationIcon } from '../icons';
import { Badge, type BadgeVariant } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Full-time' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['neutral', 'primary', 'success', 'warning', 'danger', 'info', 'new', 'fresh', 'week', 'month', 'expiring'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;

const statuses: Array<[BadgeVariant, string]> = [
  ['neutral', 'Draft'],
  ['primary', 'Featured'],
  ['success', 'Published'],
  ['warning', 'Pending review'],
  ['danger', 'Rejected'],
  ['info', 'Online'],
];

// The freshness labels of the spec, each on its own tone.
const freshness: Array<[BadgeVariant, string]> = [
  ['new', 'New'],
  ['fresh', 'Fresh'],
  ['week', '1 Week'],
  ['month', '1 Month'],
  ['expiring', 'Expiring Soon'],
];

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Full-time').parentElement;
    await expect(badge).toHaveAttribute('data-variant', 'neutral');
    await expect(badge).toHaveAttribute('data-size', 'md');
  },
};

/** The status tones, each with a label that says what the colour means. */
export const StatusVariants: Story = {
  render: (args) => (
    <div style={row}>
      {statuses.map(([variant, label]) => (
        <Badge key={variant} {...args} variant={variant}>
          {label}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rejected').parentElement).toHaveAttribute('data-variant', 'danger');
    await expect(canvas.getByText('Published').parentElement).toHaveAttribute('data-variant', 'success');
  },
};

/** Job freshness badges, coloured by the `badge-*` tokens. */
export const Freshness: Story = {
  render: (args) => (
    <div style={row}>
      {freshness.map(([variant, label]) => (
        <Badge key={variant} {...args} variant={variant}>
          {label}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expiring Soon').parentElement).toHaveAttribute('data-variant', 'expiring');
    await expect(canvas.getByText('1 Week').parentElement).toHaveAttribute('data-variant', 'week');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <Badge {...args} size="sm" variant="new">
        New
      </Badge>
      <Badge {...args} size="md" variant="new">
        New
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small, medium] = within(canvasElement).getAllByText('New');
    await expect(small?.parentElement).toHaveAttribute('data-size', 'sm');
    await expect(medium?.parentElement).toHaveAttribute('data-size', 'md');
  },
};

/** A leading icon or dot; both are decorative, the text carries the meaning. */
export const WithIconOrDot: Story = {
  render: (args) => (
    <div style={row}>
      <Badge {...args} variant="info" dot>
        Online
      </Badge>
      <Badge {...args} icon={<LocationIcon />}>
        Lagos, Nigeria
      </Badge>
      <Badge {...args} variant="primary" icon={<CalendarIcon />}>
        12 Dec 2026
      </Badge>
      <Badge {...args} variant="success" icon={<CheckIcon />}>
        Verified employer
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const online = within(canvasElement).getByText('Online').parentElement;
    await expect(online?.querySelector('[data-part="dot"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('Lagos, Nigeria').parentElement?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every tone under the dark theme: axe checks the contrast of each one. */
export const DarkTheme: Story = {
  render: (args) => (
    <div
      data-edu-theme="dark"
      style={{ display: 'grid', gap: 12, padding: 16, background: 'var(--edu-color-background)', color: 'var(--edu-color-text)' }}
    >
      {[statuses, freshness].map((group, index) => (
        <div key={index} style={row}>
          {group.map(([variant, label]) => (
            <Badge key={variant} {...args} variant={variant} dot={variant === 'info'}>
              {label}
            </Badge>
          ))}
        </div>
      ))}
      <div style={row}>
        <Badge {...args} size="sm" variant="new">
          New
        </Badge>
        <Badge {...args} size="sm" variant="expiring">
          Expiring Soon
        </Badge>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getAllByText('Expiring Soon')[0]?.parentElement as HTMLElement;
    // The dark theme's badge colour is a light red, with dark text on it.
    await expect(getComputedStyle(badge).backgroundColor).toBe('rgb(248, 113, 113)');
  },
};
