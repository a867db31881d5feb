import { escapeHtml } from '@edupassport/ui/headless';

// The bio and the work experience details are typed in a plain text area but stored as HTML (stored profiles
// hold `<p>` paragraphs): a blank line is a paragraph, a single newline a line break, both ways.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Whether a stored value is HTML (has a tag) rather than plain text. */
function isHtml(value: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(value);
}

/** Stored HTML (or plain text) as the text a person edits: paragraphs and list items split by a blank line, `<br>` as a newline. */
export function htmlToParagraphs(value: string | null | undefined): string {
  if (!value) return '';
  const text = isHtml(value)
    ? decodeEntities(
        value
          .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
          .replace(/\s*\n\s*/g, ' ')
          .replace(/<br\s*\/?>/gi, '\n')
          .replace(/<\/?(p|div|h[1-6]|li|ul|ol|blockquote|pre)\b[^>]*>/gi, '\n\n')
          .replace(/<[^>]*>/g, ''),
      )
    : value;
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** What a person typed as HTML: `<p>` per paragraph (split by blank lines), `<br>` per line break, text escaped; '' when blank. */
export function paragraphsToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) =>
      `<p>${paragraph
        .split('\n')
        .map((line) => escapeHtml(line.trim()))
        .join('<br>')}</p>`,
    )
    .join('');
}

/** The HTML to show for a stored value: HTML as it is (SafeHtml sanitizes it), plain text with its paragraphs and line breaks. */
export function paragraphsHtml(value: string | null | undefined): string {
  if (!value) return '';
  return isHtml(value) ? value : paragraphsToHtml(value);
}
