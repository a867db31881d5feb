import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIXTURE_NOW } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { FreshnessBadge } from './FreshnessBadge';

const HOUR = 3_600_000;
const clock = { now: () => FIXTURE_NOW };
const ago = (hours: number) => new Date(FIXTURE_NOW - hours * HOUR).toISOString();

const meta = {
  title: 'Opportunities/FreshnessBadge',
  component: FreshnessBadge,
  args: { deadline: ago(5) },
  decorators: [
    (Story) => (
      <EduProvider clock={clock}>
        <Story />
      </EduProvider>
    ),
  ],
} satisfies Meta<typeof FreshnessBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every band, from the age of the application deadline (the clock is the fixtures' now). */
export const AllBands: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {[
        ['a future deadline', -48],
        ['5 hours', 5],
        ['2 days', 48],
        ['5 days', 120],
        ['20 days', 480],
        ['40 days', 960],
      ].map(([label, hours]) => (
        <span key={label} style={{ display: 'inline-flex', flexDirection: 'column', gap: 4, alignItems: 'flex-start', fontSize: 12 }}>
          <FreshnessBadge deadline={ago(hours as number)} />
          {label}
        </span>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('New')).toHaveLength(2);
    for (const label of ['Fresh', '1 Week', '1 Month', 'Expiring Soon']) await expect(canvas.getByText(label)).toBeVisible();
  },
};

export const New: Story = { args: { deadline: ago(23) } };
export const Fresh: Story = { args: { deadline: ago(24) } };
export const OneWeek: Story = { args: { deadline: ago(100) } };
export const OneMonth: Story = { args: { deadline: ago(400) } };
export const ExpiringSoon: Story = {
  args: { deadline: ago(721) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expiring Soon').closest('[data-band]')).toHaveAttribute('data-band', 'expiring');
  },
};

/** Every band in the dark theme. */
export const DarkBands: Story = { ...AllBands, globals: { theme: 'dark' } };
