import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EduContextProvider } from '../EduProvider/context';
import { DateText } from './DateText';
import { toDate } from './toDate';

describe('DateText', () => {
  it('formats a date in a time element with a machine-readable dateTime', () => {
    render(<DateText value={new Date(2025, 2, 14)} />);
    const time = screen.getByText('14 Mar 2025');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', new Date(2025, 2, 14).toISOString());
  });

  it('takes a named format, and shows a date-only string as that calendar day in every zone', () => {
    render(
      <>
        <DateText value="2025-06-01" format="longDate" timeZone="Pacific/Honolulu" />
        <DateText value="2025-06-01" format="weekdayDate" timeZone="Pacific/Kiritimati" />
      </>,
    );
    expect(screen.getByText('June 1, 2025')).toBeInTheDocument();
    expect(screen.getByText('Sun, 1 Jun 2025')).toBeInTheDocument();
  });

  it("follows the provider's locale and time zone", async () => {
    render(
      <EduContextProvider locale="fr-FR" timeZone="Asia/Tokyo">
        <DateText value="2025-03-14T20:00:00Z" />
      </EduContextProvider>,
    );
    // The French catalog downloads first.
    expect(await screen.findByText('15 mars 2025')).toBeInTheDocument();
  });

  it('shows the fallback, never Invalid Date, for a value that is not a date', () => {
    render(
      <>
        <DateText value="soon" data-testid="bad" />
        <DateText value={null} fallback="No deadline" />
      </>,
    );
    expect(screen.getByTestId('bad')).toHaveTextContent('—');
    expect(screen.getByText('No deadline')).toHaveAttribute('data-invalid');
    expect(document.body).not.toHaveTextContent('Invalid Date');
  });

  it('takes the fallback from the host messages', () => {
    render(
      <EduContextProvider messages={{ ui: { noDate: 'n/a' } }}>
        <DateText value="" />
      </EduContextProvider>,
    );
    expect(screen.getByText('n/a')).toBeInTheDocument();
  });
});

describe('toDate', () => {
  it('parses API date-times with a space, epoch numbers and Dates, and rejects junk', () => {
    expect(toDate('2025-03-14 08:15:00')?.getHours()).toBe(8);
    expect(toDate(0)?.getTime()).toBe(0);
    expect(toDate(new Date('nope'))).toBeNull();
    expect(toDate('31/31/2025')).toBeNull();
  });
});
