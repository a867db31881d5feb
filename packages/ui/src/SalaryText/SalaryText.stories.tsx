import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EduContextProvider } from '../EduProvider/context';
import { SalaryText } from './SalaryText';

const meta = {
  title: 'UI/SalaryText',
  component: SalaryText,
  args: { salary: 52000, currency: 'USD', salaryType: 'yearly' },
} satisfies Meta<typeof SalaryText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Yearly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$52,000 / year')).toBeVisible();
  },
};

export const MonthlyRangeInEuro: Story = {
  args: { salary: '2800-3400', currency: 'EUR', salaryType: 'monthly' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('€2,800 – €3,400 / month')).toBeVisible();
  },
};

export const Hourly: Story = { args: { salary: 32.5, salaryType: 'hourly' } };

export const NoSalaryWithFallback: Story = {
  args: { salary: null, fallback: 'Salary not disclosed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Salary not disclosed')).toHaveAttribute('data-state', 'empty');
  },
};

/** Inside an EduProvider with `locale="de-DE"`: the number is written the German way. */
export const InTheProvidersLocale: Story = {
  decorators: [
    (Story) => (
      <EduContextProvider locale="de-DE">
        <Story />
      </EduContextProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^52\.000\s\$ \/ year$/)).toBeVisible();
  },
};
