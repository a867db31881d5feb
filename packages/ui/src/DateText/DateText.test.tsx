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

  it('takes a date-fns pattern and API strings, reading date-only strings as local dates', () => {
    render(<DateText value="2025-06-01" format="EEEE, MMMM d" />);
    expect(screen.getByText('Sunday, June 1')).toBeInTheDocument();
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
