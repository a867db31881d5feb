import { describe, expect, it } from 'vitest';
import { findUnsafe } from './assertSanitized';
import { sanitizeForDisplay } from './display';
import { sanitizeHtml } from './purifier';
import { richTextOf, textToHtml } from './sanitize';
import { allowedSamples, xssVectors } from './xssCorpus';

// The two sanitizers hold the same rules: DOMPurify for what is stored, the small one for what a page shows.
describe.each([
  ['sanitizeHtml', sanitizeHtml],
  ['sanitizeForDisplay', (html: string | null) => (html ? (sanitizeForDisplay(html) ?? 'no DOM') : '')],
] as const)('%s (jsdom)', (_name, sanitizeHtml) => {
  it.each(xssVectors.map((v) => [v]))('neutralises %s', (vector) => {
    expect(findUnsafe(sanitizeHtml(vector))).toEqual([]);
  });

  it.each(allowedSamples.map((s) => [s.html, s.keeps]))('keeps the allowed formatting of %s', (html, keeps) => {
    expect(sanitizeHtml(html)).toContain(keeps);
  });

  it('keeps a new-tab link safe: target _blank with rel noopener noreferrer', () => {
    const out = sanitizeHtml('<a href="https://ok.example" target="_blank" rel="opener">x</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('drops other targets and mailto in images', () => {
    expect(sanitizeHtml('<a href="https://ok.example" target="_top">x</a>')).not.toContain('target');
    expect(sanitizeHtml('<img src="mailto:x@y.z" alt="m">')).not.toContain('src=');
  });

  it('keeps the text of what it drops, but not of scripts, styles or another namespace', () => {
    expect(sanitizeHtml('<div>Hello <b>class</b></div><script>x()</script><style>p{}</style><svg><text>s</text></svg>')).toBe('Hello class');
    expect(sanitizeHtml('<img src="https://cdn.example/p.png">')).toContain('alt=""');
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('findUnsafe', () => {
  it('flags what the sanitizer must remove, so the checks above can fail', () => {
    expect(findUnsafe('<img src="javascript:x" onerror="x">').sort()).toEqual(['attribute onerror on <img>', 'src=javascript:x (javascript:)']);
    expect(findUnsafe('<div data-x="1">x</div>').sort()).toEqual(['attribute data-x on <div>', 'tag <div>']);
  });
});

describe('textToHtml and richTextOf', () => {
  it('turns typed text into paragraphs and line breaks, escaped', () => {
    expect(textToHtml('One <b>\nline two\r\n\r\nPara & two ')).toBe('<p>One &lt;b&gt;<br>line two</p><p>Para &amp; two</p>');
    expect(textToHtml('   ')).toBe('');
  });

  it('keeps stored HTML and single lines as they are, and gives plain text with newlines its paragraphs', () => {
    expect(richTextOf('<p>Hello <strong>world</strong></p>\n<p>Second</p>')).toBe('<p>Hello <strong>world</strong></p>\n<p>Second</p>');
    expect(richTextOf('Just one line & more')).toBe('Just one line & more');
    expect(richTextOf('Doors open at 8:30.\nBring lunch.\n\nParents welcome.')).toBe('<p>Doors open at 8:30.<br>Bring lunch.</p><p>Parents welcome.</p>');
    expect(richTextOf(null)).toBe('');
  });
});
