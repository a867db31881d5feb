import { describe, expect, it } from 'vitest';
import { fitsClamp, htmlPrefix } from './htmlPrefix';

describe('htmlPrefix', () => {
  it('leaves a short post whole', () => {
    expect(htmlPrefix('<p>Short and sweet.</p>', 100)).toBeNull();
    // Markup does not count as text: 40 characters of text in 80 of HTML fit a budget of 50.
    expect(htmlPrefix(`<p><strong>${'a'.repeat(20)}</strong> <em>${'b'.repeat(19)}</em></p>`, 50)).toBeNull();
  });

  it('cuts a long one at a word end, outside tags and entities, with an ellipsis', () => {
    const html = `<p>${'word '.repeat(40)}</p>`;
    const cut = htmlPrefix(html, 52);
    expect(cut).toBe(`<p>${'word '.repeat(10).trimEnd()}…`);
    // The tag's own spaces are not word ends; the sanitizer closes the link the cut leaves open.
    expect(htmlPrefix(`<p>${'x'.repeat(30)}<a href="https://example.com/a-long-path">link</a></p>`, 31)).toBe(
      `<p>${'x'.repeat(30)}<a href="https://example.com/a-long-path">l…`,
    );
    expect(htmlPrefix(`<p>${'x'.repeat(30)}<a href="https://example.com/a-long-path">link</a></p>`, 30)).toBe(`<p>${'x'.repeat(30)}…`);
    expect(htmlPrefix(`<p>${'y'.repeat(29)}&amp;${'z'.repeat(50)}</p>`, 31)).toBe(`<p>${'y'.repeat(29)}…`);
  });

  it('reads a bounded part of a 1 MB post', () => {
    const huge = `<p>${'Long lesson notes. '.repeat(55_000)}</p>`;
    const cut = htmlPrefix(huge);
    expect(huge.length).toBeGreaterThan(1_000_000);
    expect(cut?.length).toBeLessThan(1600);
    // A post of nearly all markup is cut by its markup's length too.
    expect(htmlPrefix('<br>'.repeat(300_000), 100)?.length).toBeLessThanOrEqual(2001);
  });

  it('knows a short post fits the clamp at any width, and a longer or many-line one may not', () => {
    expect(fitsClamp('<p>See you at the <strong>staff meeting</strong> on Friday.</p>')).toBe(true);
    expect(fitsClamp(`<p>${'a'.repeat(161)}</p>`)).toBe(false);
    expect(fitsClamp('<p>1</p><p>2</p><p>3</p><p>4</p>')).toBe(false);
  });
});
