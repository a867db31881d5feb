import type { Meta, StoryObj } from '@storybook/react-vite';
import { hydrateRoot } from 'react-dom/client';
import { expect, waitFor, within } from 'storybook/test';
import { DateText } from './DateText';
import { saudiDate, saudiDateHtml } from './saudiDate.fixture';

const meta = {
  title: 'UI/DateText',
  component: DateText,
  args: { value: '2025-09-18T09:30:00' },
  render: (args) => (
    <p style={{ margin: 0, fontFamily: 'var(--edu-font-body)' }}>
      Application deadline: <DateText {...args} />
    </p>
  ),
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A job's application deadline in the default `d MMM yyyy` pattern. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('18 Sep 2025');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', new Date(2025, 8, 18, 9, 30).toISOString());
  },
};

/** An event date with the weekday and time, as on an event card (the named format `weekdayDateTime`). */
export const CustomFormat: Story = {
  args: { format: 'weekdayDateTime' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Thu, 18 Sep 2025 · 9:30 AM')).toBeInTheDocument();
  },
};

/** Another locale and time zone (EduProvider's `locale` and `timeZone`, or the props): the locale's own words and order. */
export const LocaleAndTimeZone: Story = {
  args: { value: '2025-09-18T22:30:00Z', format: 'dateTime', locale: 'de-DE', timeZone: 'Asia/Tokyo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('19. Sept. 2025, 07:30')).toBeInTheDocument();
  },
};

/** A date-only value from the API reads as that calendar day, whatever the time zone. */
export const DateOnly: Story = {
  args: { value: '2026-01-05' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5 Jan 2026')).toBeInTheDocument();
  },
};

/** An unparseable value shows the fallback, never 'Invalid Date'. */
export const Invalid: Story = {
  args: { value: 'TBC' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('—')).toHaveAttribute('data-invalid');
    await expect(canvasElement).not.toHaveTextContent('Invalid Date');
  },
};

/** A missing value with a fallback of the caller's choosing. */
export const CustomFallback: Story = {
  args: { value: null, fallback: 'Open until filled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Open until filled')).toBeInTheDocument();
  },
};

/**
 * Saudi Arabic (`EduProvider locale="ar-SA"`): the server's HTML (the same string the server test prints) hydrates
 * in the browser without a mismatch, so both runtimes write the date alike: Arabic-Indic digits, Gregorian calendar.
 */
export const ServerAndBrowserAgreeInSaudiArabic: Story = {
  render: () => <div data-testid="hydrated" lang="ar-SA" dir="rtl" />,
  play: async ({ canvasElement }) => {
    const container = within(canvasElement).getByTestId('hydrated');
    container.innerHTML = saudiDateHtml;
    const errors: unknown[] = [];
    const root = hydrateRoot(container, saudiDate, { onRecoverableError: (error) => errors.push(error) });
    await waitFor(() => expect(container.querySelector('time')).toHaveTextContent('الخميس، ١٨ سبتمبر ٢٠٢٥، ٣:٠٠ م'));
    // Let React finish hydrating before judging: a mismatch is reported as a recoverable error.
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await expect(errors).toEqual([]);
    await expect(container.querySelector('time')).toHaveAttribute('datetime', '2025-09-18T12:00:00.000Z');
    root.unmount();
  },
};
