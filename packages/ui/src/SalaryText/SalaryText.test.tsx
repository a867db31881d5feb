import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EduContextProvider } from '../EduProvider/context';
import { SalaryText } from './SalaryText';

describe('SalaryText', () => {
  it("writes the number in the kit's English by default", () => {
    render(<SalaryText salary={45000} currency="USD" salaryType="annual" />);
    expect(screen.getByText('$45,000 / year')).toBeInTheDocument();
  });

  it("follows the provider's locale, and a locale prop wins over it", () => {
    render(
      <EduContextProvider locale="de-DE">
        <SalaryText salary={45000} currency="EUR" salaryType="annual" data-testid="provider" />
        <SalaryText salary={45000} currency="EUR" salaryType="annual" locale="en-GB" data-testid="own" />
      </EduContextProvider>,
    );
    expect(screen.getByTestId('provider')).toHaveTextContent(/^45\.000\s€ \/ year$/);
    expect(screen.getByTestId('own')).toHaveTextContent('€45,000 / year');
  });
});
