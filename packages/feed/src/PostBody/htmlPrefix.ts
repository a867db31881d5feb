/** How many characters of text a collapsed post keeps in the DOM: far more than its clamped lines show. */
export const POST_PREVIEW_CHARS = 1500;

/** The lines a long post shows in the feed before Read Full. */
export const POST_CLAMP_LINES = 6;

/**
 * The start of a post's HTML holding about `chars` characters of text, cut outside any tag or entity and ended with
 * an ellipsis (the sanitizer closes what the cut leaves open); null when the whole HTML is short enough to show.
 * It reads at most `chars * 20` characters of markup, so a 1 MB post costs the same as a short one while collapsed.
 */
export function htmlPrefix(html: string, chars: number = POST_PREVIEW_CHARS): string | null {
  if (html.length <= chars) return null;
  const limit = Math.min(html.length, chars * 20);
  let text = 0;
  let inTag = false;
  let end = 0;
  for (; end < limit && text < chars; end += 1) {
    const c = html[end];
    if (inTag) inTag = c !== '>';
    else if (c === '<') inTag = true;
    else text += 1;
  }
  if (end >= html.length) return null;
  // Never inside a tag or an entity: back to where it began.
  let cut = inTag ? html.lastIndexOf('<', end) : end;
  const amp = html.lastIndexOf('&', cut - 1);
  if (amp > html.lastIndexOf(';', cut - 1) && cut - amp <= 10) cut = amp;
  // At a word's end when one is near, so the ellipsis does not split a word.
  const from = Math.max(0, cut - 40);
  const space = html.slice(from, cut).search(/\s[^\s<>]*$/);
  if (space >= 0) cut = from + space;
  return `${html.slice(0, cut)}…`;
}

/**
 * True when the HTML is surely within the clamp's lines at any card width (little text, few breaks): such a post is
 * shown as it is, with no measuring and no toggle that appears and goes again.
 */
export function fitsClamp(html: string): boolean {
  if (html.length > 600) return false;
  const text = html.replace(/<[^>]*>/g, '');
  const breaks = (html.match(/<(p|br|li|h[1-6]|blockquote|pre|img)\b/gi) ?? []).length;
  return text.length <= 160 && breaks <= 3;
}
