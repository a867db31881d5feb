import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Truncate } from './Truncate';

const endorsement =
  'Amara is one of the most dedicated science teachers I have worked with. She rebuilt our Year 9 biology curriculum around field work and her students now lead the district in lab reports.';

describe('Truncate', () => {
  it('cuts a long string to maxChars and toggles the full text with see more / see less', async () => {
    const onExpandedChange = vi.fn();
    render(
      <Truncate maxChars={150} onExpandedChange={onExpandedChange}>
        {endorsement}
      </Truncate>,
    );
    const more = screen.getByRole('button', { name: 'see more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(more.getAttribute('aria-controls')!);
    expect(text?.textContent).toMatch(/…$/);
    expect(text?.textContent).not.toContain('lab reports');

    await userEvent.click(more);
    const less = screen.getByRole('button', { name: 'see less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(text).toHaveTextContent(endorsement);
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(less);
    expect(screen.getByRole('button', { name: 'see more' })).toHaveAttribute('aria-expanded', 'false');
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows no toggle when the text already fits', () => {
    render(<Truncate maxChars={150}>Great mentor and colleague.</Truncate>);
    expect(screen.getByText('Great mentor and colleague.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('follows the controlled expanded prop', () => {
    render(
      <Truncate maxChars={40} expanded>
        {endorsement}
      </Truncate>,
    );
    expect(screen.getByRole('button', { name: 'see less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(endorsement)).toBeInTheDocument();
  });

  it('renders the caller’s link instead of the toggle in renderMore mode', () => {
    render(
      <Truncate maxChars={40} renderMore={() => <a href="/feed/42">Read Full</a>}>
        {endorsement}
      </Truncate>,
    );
    expect(screen.getByRole('link', { name: 'Read Full' })).toHaveAttribute('href', '/feed/42');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the toggle for a shortened content even when it fits its lines', () => {
    // jsdom lays nothing out, so the text never measures as overflowing: only `truncated` shows the toggle.
    const { rerender } = render(<Truncate lines={6}>{'The start of a long post…'}</Truncate>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <Truncate lines={6} truncated moreLabel="Read Full">
        {'The start of a long post…'}
      </Truncate>,
    );
    expect(screen.getByRole('button', { name: 'Read Full' })).toHaveAttribute('aria-expanded', 'false');
  });
});
