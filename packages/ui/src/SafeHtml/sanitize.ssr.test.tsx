// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './purifier';

describe('sanitizeHtml without a DOM', () => {
  it('returns escaped plain text, never raw HTML', () => {
    const out = sanitizeHtml('<p>Hello <strong>class</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(out).toBe('Hello class');
    expect(sanitizeHtml('<p>a &lt; b</p>')).toBe('a &amp;lt; b');
  });

  it('renders SafeHtml on the server as plain text', () => {
    const html = renderToString(<SafeHtml html={'<p>Hi <em>there</em></p><img src=x onerror="alert(1)">'} />);
    expect(html).toContain('data-state="plain"');
    expect(html).toContain('Hi there');
    expect(html).not.toContain('onerror');
  });
});
