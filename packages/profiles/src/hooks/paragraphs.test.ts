import { describe, expect, it } from 'vitest';
import { htmlToParagraphs, paragraphsHtml, paragraphsToHtml } from './paragraphs';

describe('paragraphs of a bio or work experience details', () => {
  it('reads stored HTML as paragraphs split by a blank line and line breaks as newlines', () => {
    expect(htmlToParagraphs('<p>Ten years in <strong>IB</strong> schools.</p><p>Coding club lead<br>and mentor.</p>')).toBe(
      'Ten years in IB schools.\n\nCoding club lead\nand mentor.',
    );
    expect(htmlToParagraphs('<ul><li>IB</li><li>IGCSE</li></ul><p>Tom &amp; Jerry &lt;3 &quot;maths&quot;&nbsp;club</p>')).toBe('IB\n\nIGCSE\n\nTom & Jerry <3 "maths" club');
  });

  it('keeps plain text as it is, tidying blank runs', () => {
    expect(htmlToParagraphs('First.\r\n\r\n\r\nSecond\nline.  ')).toBe('First.\n\nSecond\nline.');
    expect(htmlToParagraphs('')).toBe('');
  });

  it('saves paragraphs as <p> and single newlines as <br>, escaped', () => {
    expect(paragraphsToHtml('First <para> & more.\n\n\nSecond\nline.')).toBe('<p>First &lt;para&gt; &amp; more.</p><p>Second<br>line.</p>');
    expect(paragraphsToHtml('  \n ')).toBe('');
  });

  it('round-trips what a person typed', () => {
    const typed = 'One.\n\nTwo\nthree.';
    expect(htmlToParagraphs(paragraphsToHtml(typed))).toBe(typed);
  });

  it('shows stored HTML as it is and older plain text with its paragraphs', () => {
    expect(paragraphsHtml('<p>Stored.</p>')).toBe('<p>Stored.</p>');
    expect(paragraphsHtml('Typed.\n\nAgain')).toBe('<p>Typed.</p><p>Again</p>');
    expect(paragraphsHtml('3 < 4 and 5 > 2')).toBe('<p>3 &lt; 4 and 5 &gt; 2</p>');
  });
});
