const ELLIPSIS = '…';

let segmenter: Intl.Segmenter | null | undefined;

/**
 * The user-perceived characters of a text: grapheme clusters where `Intl.Segmenter` exists (so a
 * family or flag emoji counts once), code points otherwise; never UTF-16 halves of an emoji.
 */
function characters(text: string): string[] {
  if (segmenter === undefined) {
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  }
  return segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : Array.from(text);
}

const isSpace = (character: string | undefined) => character !== undefined && /^\s+$/u.test(character);

/**
 * Shortens `text` to at most `maxChars` characters, cutting at the last word boundary before the
 * limit (or mid-word when a single word is longer than the limit) and appending an ellipsis.
 * Text that already fits is returned unchanged.
 */
export function truncateText(text: string, maxChars: number): string {
  if (!Number.isFinite(maxChars) || maxChars < 0) return text;
  // No more UTF-16 units than the limit is no more characters either: no need to segment (the page's first
  // Intl.Segmenter starts ICU, tens of milliseconds inside a page's hydration).
  if (text.length <= maxChars) return text;
  const chars = characters(text);
  if (chars.length <= maxChars) return text;
  let cut = Math.floor(maxChars);
  if (!isSpace(chars[cut])) {
    // The limit falls inside a word: keep only the words that fit whole.
    let boundary = cut - 1;
    while (boundary > 0 && !isSpace(chars[boundary])) boundary -= 1;
    if (boundary > 0) cut = boundary;
  }
  const kept = chars
    .slice(0, cut)
    .join('')
    .replace(/[\s,;:]+$/u, '');
  return `${kept}${ELLIPSIS}`;
}
