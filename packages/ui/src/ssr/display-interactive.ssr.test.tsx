// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel } from '../Carousel';
import { DateText } from '../DateText';
import { FavouriteToggle } from '../FavouriteToggle';
import { POST_REACTION_OPTIONS, ReactionPicker } from '../ReactionPicker';
import { RelativeTime } from '../RelativeTime';
import { Truncate } from '../Truncate';

describe('display-interactive components render on the server', () => {
  it('Carousel: the first page, its controls and dots, and nothing for no slides', () => {
    const html = renderToString(
      <Carousel label="Event gallery" items={['Open day', 'Science fair', 'Sports day']} showDots showCounter />,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="1 of 3"');
    expect(html).toContain('aria-label="Next"');
    expect(html).toContain('aria-label="Go to page 3"');
    expect(html).toContain('1 / 3');
    expect(html).toMatch(/aria-label="2 of 3"[^>]*hidden=""/);
    expect(renderToString(<Carousel label="Event gallery" items={[]} />)).toBe('');
    expect(renderToString(<Carousel label="Event gallery" items={[]} empty="No photos yet." />)).toContain('No photos yet.');
  });

  it('FavouriteToggle: off and on', () => {
    expect(renderToString(<FavouriteToggle />)).toMatch(/aria-pressed="false"[^>]*aria-label="Add to favourites"|aria-label="Add to favourites"[^>]*aria-pressed="false"/);
    const on = renderToString(<FavouriteToggle defaultPressed label="Favourite this job" />);
    expect(on).toContain('aria-pressed="true"');
    expect(on).toContain('data-state="on"');
    expect(on).toContain('aria-label="Favourite this job"');
  });

  it('ReactionPicker: the trigger alone (the popup mounts on the first open); the current reaction named', () => {
    const html = renderToString(<ReactionPicker reactions={POST_REACTION_OPTIONS} />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('React');
    expect(html).not.toContain('role="menu"');
    expect(html).not.toContain('aria-controls');
    expect(renderToString(<ReactionPicker reactions={POST_REACTION_OPTIONS} value="🏆" />)).toContain('Trophy');
  });

  it('Truncate: a clamp with its toggle (overflow is unknown on the server), and a character cut', () => {
    const lines = renderToString(<Truncate lines={2}>A long microblog body about project-based learning.</Truncate>);
    expect(lines).toContain('data-clamped=""');
    // The clamp is the component's class (a strict CSP refuses style attributes), not an inline style.
    expect(lines).not.toContain('style=');
    expect(lines).toContain('aria-expanded="false"');
    const chars = renderToString(<Truncate maxChars={20}>Ms Rivera transformed our science department</Truncate>);
    expect(chars).toContain('Ms Rivera…');
    expect(chars).toContain('see more');
  });

  it('DateText and RelativeTime: time elements, and the fallback for an invalid date', () => {
    expect(renderToString(<DateText value={new Date(2025, 2, 14)} />)).toMatch(/<time[^>]*dateTime="[^"]+"[^>]*>14 Mar 2025<\/time>/);
    expect(renderToString(<DateText value="not a date" />)).toContain('—');
    const relative = renderToString(<RelativeTime value={Date.now() - 3 * 3_600_000} />);
    expect(relative).toContain('3 hours ago');
    expect(relative).toMatch(/<time[^>]*title="/);
  });
});
