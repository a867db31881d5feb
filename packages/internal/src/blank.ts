/**
 * Characters a person cannot see: every Unicode space (`\s` covers NBSP, the en/em/thin spaces, the ideographic space
 * and the line/paragraph separators), the zero-width space, non-joiner and joiner, the word joiner and the invisible
 * operators after it, the byte-order mark, the soft hyphen, the Mongolian vowel separator, the combining grapheme
 * joiner, the Hangul fillers and the bidi marks, embeddings, overrides and isolates.
 */
// The joiners that combine with a neighbour stand outside the character class (a lint rule reads them as a pair).
const INVISIBLE = /[\s\u00AD\u115F\u1160\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0]|\u200D|\u034F/gu;

/** The text without its invisible characters (used to judge it, never to change what the person wrote). */
export function visibleText(value: string | null | undefined): string {
  return (value ?? '').replace(INVISIBLE, '');
}

/**
 * True when a person would see nothing: empty, or only spaces and invisible characters. Every form's required check
 * uses it, so that a name of spaces and a zero-width space is refused like an empty one.
 */
export function isBlank(value: string | null | undefined): boolean {
  return visibleText(value) === '';
}
