import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeHref, toSafeUrl } from './safeUrl';

describe('toSafeUrl', () => {
  it.each([
    ['https://edupassport.example/jobs?id=1', 'https://edupassport.example/jobs?id=1'],
    ['http://school.example', 'http://school.example/'],
    ['school.example', 'https://school.example/'],
    ['www.school.example/about', 'https://www.school.example/about'],
    ['  school.example  ', 'https://school.example/'],
    ['//cdn.example/a.png', 'https://cdn.example/a.png'],
    ['ftp://files.example/x', 'https://files.example/x'],
    ['localhost:3000/feed', 'https://localhost:3000/feed'],
    ['example.com:8080', 'https://example.com:8080/'],
  ])('accepts %s as %s', (input, expected) => {
    expect(toSafeUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:hr@school.example',
    'blob:https://x.example/1',
    '',
    '   ',
    'not a url',
    'hello',
    'https://',
    'http://exa mple.com',
  ])('refuses %j', (input) => {
    expect(toSafeUrl(input)).toBeNull();
  });

  it('always answers null or an http(s) URL (property)', () => {
    const schemes = fc.constantFrom('', 'http://', 'https://', 'javascript:', 'data:', 'vbscript:', 'file://', 'ftp://', '//', 'JaVaScRiPt:', ' \tjava\nscript:', 'mailto:');
    fc.assert(
      fc.property(fc.tuple(schemes, fc.oneof(fc.string(), fc.webUrl(), fc.domain())), ([scheme, rest]) => {
        const out = toSafeUrl(scheme + rest);
        if (out === null) return true;
        const url = new URL(out);
        return (url.protocol === 'http:' || url.protocol === 'https:') && out === url.href;
      }),
      { numRuns: 300 },
    );
  });

  it('never lets a script scheme through for any input (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = toSafeUrl(s);
        return out === null || /^https?:\/\//.test(out);
      }),
      { numRuns: 300 },
    );
  });
});

describe('isSafeHref', () => {
  it('allows http(s), relative paths and, for links, mailto', () => {
    expect(isSafeHref('https://x.example')).toBe(true);
    expect(isSafeHref('/feed/1')).toBe(true);
    expect(isSafeHref('#top')).toBe(true);
    expect(isSafeHref('mailto:a@b.c')).toBe(false);
    expect(isSafeHref('mailto:a@b.c', { allowMailto: true })).toBe(true);
    expect(isSafeHref('/feed', { allowRelative: false })).toBe(false);
  });

  it('refuses script schemes however they are written', () => {
    for (const href of ['javascript:x', ' JAVASCRIPT:x', 'java\nscript:x', 'data:x', 'vbscript:x']) {
      expect(isSafeHref(href)).toBe(false);
    }
  });
});
