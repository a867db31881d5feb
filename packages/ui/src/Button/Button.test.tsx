import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EduThemeProvider } from '../theme/EduThemeProvider';
import { createTheme } from '../theme/theme';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when pressed and forwards its ref', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} onClick={onClick}>
        Continue
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Continue' }));
  });

  it('ignores presses while loading and says so to assistive technology', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Saving" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Saving/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('takes its default props from the theme, and explicit props win', () => {
    const theme = createTheme({ components: { Button: { defaultProps: { variant: 'outline', size: 'sm' } } } });
    render(
      <EduThemeProvider theme={theme}>
        <Button>Themed</Button>
        <Button variant="danger">Explicit</Button>
      </EduThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Themed' })).toHaveAttribute('data-variant', 'outline');
    expect(screen.getByRole('button', { name: 'Themed' })).toHaveAttribute('data-size', 'sm');
    expect(screen.getByRole('button', { name: 'Explicit' })).toHaveAttribute('data-variant', 'danger');
  });

  it('renders to an HTML string for server rendering', () => {
    const html = renderToString(<Button variant="secondary">Server</Button>);
    expect(html).toContain('data-variant="secondary"');
    expect(html).toContain('Server');
  });
});
