import { describe, expect, it } from 'vitest';
import { preloadSanitizer, sanitizeHtml } from './sanitize';

describe('sanitizeHtml before the sanitizer has loaded (browser)', () => {
  it('returns the escaped plain text, never raw HTML, and formats once preloaded', async () => {
    expect(sanitizeHtml('<p>a &lt; b <strong>c</strong></p><script>alert(1)</script>')).toBe('a &amp;lt; b c');
    await preloadSanitizer();
    expect(sanitizeHtml('<p>a <strong>c</strong></p><script>alert(1)</script>')).toBe('<p>a <strong>c</strong></p>');
  });
});
