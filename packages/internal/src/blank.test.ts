import { describe, expect, it } from 'vitest';
import { isBlank, visibleText } from './blank';

describe('isBlank', () => {
  it.each([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['spaces and a zero-width space', '  \u200b '],
    ['zero-width joiner and non-joiner', '\u200c\u200d'],
    ['word joiner and byte-order mark', '\u2060\ufeff'],
    ['soft hyphen', '\u00ad\u00ad'],
    ['no-break and other Unicode spaces', '\u00a0\u2002\u2003\u2009\u202f\u205f\u3000'],
    ['tabs and line breaks', '\t\n\r\u2028\u2029'],
    ['bidi marks, embeddings and isolates', '\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069'],
    ['a Hangul filler', '\u3164'],
  ])('counts %s as blank', (_, value) => {
    expect(isBlank(value)).toBe(true);
  });

  it.each([
    ['a letter', 'a'],
    ['a name between invisible characters', '\u200b Ana \u200b'],
    ['a dot', '.'],
    ['an emoji', '👍'],
    ['an emoji joined by a zero-width joiner', '👩\u200d💻'],
    ['Arabic text', 'مرحبا'],
    ['a Chinese name', '王'],
  ])('does not count %s as blank', (_, value) => {
    expect(isBlank(value)).toBe(false);
  });
});

describe('visibleText', () => {
  it('leaves what a person sees', () => {
    expect(visibleText('\u200bA\u00a0b\u00ad')).toBe('Ab');
  });
});
