import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const titles = ['Mathematics Teacher', 'Maths Tutor', 'Head of Science', 'Librarian', 'Physics Tutor'];
const cards = titles.map((title) => <p key={title}>{title}</p>);
const shown = () => screen.getAllByRole('group').map((slide) => slide.textContent);

describe('Carousel', () => {
  it('renders nothing without slides unless given empty content', () => {
    const { container, rerender } = render(<Carousel label="Work experience" items={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Carousel label="Work experience" items={[]} empty="No work experience yet." />);
    expect(screen.getByRole('region', { name: 'Work experience' })).toHaveTextContent('No work experience yet.');
  });

  it('takes its slides from children and pages them itemsPerPage at a time', async () => {
    render(
      <Carousel label="Work experience" itemsPerPage={2}>
        {cards}
      </Carousel>,
    );
    expect(shown()).toEqual(['Mathematics Teacher', 'Maths Tutor']);
    expect(screen.getByRole('group', { name: '1 of 5' })).toHaveAttribute('aria-roledescription', 'slide');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toEqual(['Physics Tutor']);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('follows a controlled page and reports requests through onPageChange', async () => {
    const onPageChange = vi.fn();
    function Controlled() {
      const [page, setPage] = useState(1);
      return (
        <Carousel
          label="Gallery"
          items={cards}
          page={page}
          showCounter
          onPageChange={(next) => {
            onPageChange(next);
            setPage(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(0);
    expect(screen.getByText('1 / 5')).toBeInTheDocument();
  });

  it('clamps a page beyond the last one', () => {
    render(<Carousel label="Gallery" items={cards} page={42} showCounter />);
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
    expect(shown()).toEqual(['Physics Tutor']);
  });

  it('leaves arrow keys alone inside a text field and when the user handler prevents them', () => {
    const onKeyDown = vi.fn((event: React.KeyboardEvent) => {
      if (event.key === 'ArrowLeft') event.preventDefault();
    });
    render(
      <Carousel label="Gallery" showCounter onKeyDown={onKeyDown}>
        <input aria-label="Caption" />
        <p>Second</p>
        <p>Third</p>
      </Carousel>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Caption' }), { key: 'ArrowRight' });
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Gallery' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(onKeyDown).toHaveBeenCalledTimes(3);
  });

  it('moves focus to the new page when the focused slide is hidden by an arrow key', async () => {
    render(
      <Carousel label="Links">
        <a href="/one">Website</a>
        <a href="/two">Admissions</a>
      </Carousel>,
    );
    screen.getByRole('link', { name: 'Website' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('group', { name: '2 of 2' })).toHaveFocus();
  });

  it('shows no controls for a single page', () => {
    render(<Carousel label="Gallery" items={cards.slice(0, 1)} showDots showCounter />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('1 / 1')).not.toBeInTheDocument();
  });
});
