import { describe, expect, it } from 'vitest';
import { paragraphsHtml, paragraphsToHtml, richTextLength } from './paragraphs';
import { richTextToStore } from './storeInputs';

describe('paragraphs of a bio or work experience details', () => {
  it('saves paragraphs as <p> and single newlines as <br>, escaped', () => {
    expect(paragraphsToHtml('First <para> & more.\n\n\nSecond\nline.')).toBe('<p>First &lt;para&gt; &amp; more.</p><p>Second<br>line.</p>');
    expect(paragraphsToHtml('  \n ')).toBe('');
  });

  it('stores what the editor holds sanitised: formatting kept, scripts and handlers dropped, blank as empty', () => {
    expect(richTextToStore('<p><strong>Bold</strong> <a href="https://x.test" onclick="alert(1)">link</a></p><ul><li>one</li></ul><script>alert(1)</script>')).toBe(
      '<p><strong>Bold</strong> <a href="https://x.test">link</a></p><ul><li>one</li></ul>',
    );
    expect(richTextToStore('Typed <b>not</b>')).not.toContain('<b>');
    expect(richTextToStore('First.\n\nSecond')).toBe('<p>First.</p><p>Second</p>');
    expect(richTextToStore('<p> </p>')).toBe('');
    expect(richTextToStore(undefined)).toBe('');
  });

  it('counts what a person reads, not the tags', () => {
    expect(richTextLength('<p><strong>Bold</strong></p><ul><li>one</li></ul>')).toBe('Bold one'.length);
  });

  it('shows stored HTML as it is and older plain text with its paragraphs', () => {
    expect(paragraphsHtml('<p>Stored.</p>')).toBe('<p>Stored.</p>');
    expect(paragraphsHtml('Typed.\n\nAgain')).toBe('<p>Typed.</p><p>Again</p>');
    expect(paragraphsHtml('3 < 4 and 5 > 2')).toBe('<p>3 &lt; 4 and 5 &gt; 2</p>');
  });
});
