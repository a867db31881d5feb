import { escapeHtml, htmlToPlainText } from '@edupassport/ui/headless';

// The bio and the work experience details are stored as HTML (stored profiles hold `<p>` paragraphs, and other
// clients store bold, links and lists); older values may be plain text, whose blank lines are paragraphs and whose
// single newlines are line breaks. Both are edited in the kit's rich-text editor, which reads either.

/** Whether a stored value is HTML (has a tag) rather than plain text. */
export function isHtml(value: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(value);
}

/** Plain text as HTML: `<p>` per paragraph (split by blank lines), `<br>` per line break, text escaped; '' when blank. */
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

/** The characters a person reads in a rich text (stored HTML or plain text): what a length limit counts. */
export const richTextLength = (value: string | null | undefined): number => htmlToPlainText(value ?? '').length;
