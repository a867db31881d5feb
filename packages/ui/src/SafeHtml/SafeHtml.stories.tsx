import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { findUnsafe } from './assertSanitized';
import { sanitizeForDisplay } from './display';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './purifier';
import { xssVectors } from './xssCorpus';

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  args: {
    html: `<h2>Inclusive lesson planning</h2>
<p>Three ideas from our <strong>Year 5</strong> team, tried <em>this term</em>:</p>
<ul><li>Visual timetables</li><li>Flexible seating</li><li>Peer tutoring</li></ul>
<blockquote>Every child learns differently.</blockquote>
<p>Read more on <a href="https://edupassport.example/blog" target="_blank">our blog</a> or <a href="mailto:team@school.example">email us</a>.</p>`,
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The allowed formatting survives; the new-tab link gets rel="noopener noreferrer". */
export const Formatted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Inclusive lesson planning' })).toBeVisible();
    await expect(canvas.getByRole('list')).toBeVisible();
    const blog = canvas.getByRole('link', { name: 'our blog' });
    await expect(blog).toHaveAttribute('target', '_blank');
    await expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'email us' })).toHaveAttribute('href', 'mailto:team@school.example');
  },
};

/** Hostile markup: the script, the handler and the javascript: link are gone; the text stays. */
export const HostileContent: Story = {
  args: {
    html: '<p>Great post!<img src="x" onerror="window.__eduXss=1"><script>window.__eduXss=1</script> <a href="javascript:window.__eduXss=1">Click me</a></p>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Great post!/)).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText('Click me').closest('a')).not.toHaveAttribute('href');
  },
};

declare global {
  interface Window {
    __eduXss?: number;
  }
}

/**
 * The whole XSS corpus, sanitized and mounted in real Chromium: no script runs, no handler or
 * dangerous URL survives, through SafeHtml's display sanitizer and through DOMPurify (`sanitizeHtml`). The vectors are rendered so a reviewer can see what is left of them.
 */
export const XssCorpus: Story = {
  args: { html: '' },
  render: () => (
    // The body text's line height: the links left in the vectors, one per line, are then spaced as pointer targets must be.
    <ol aria-label="Sanitized XSS vectors" style={{ lineHeight: 'var(--edu-font-line-height)' }}>
      {xssVectors.map((vector) => (
        <li key={vector}>
          <SafeHtml as="span" html={vector} />
        </li>
      ))}
    </ol>
  ),
  play: async ({ canvasElement }) => {
    window.__eduXss = undefined;
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(xssVectors.length);
    await expect(xssVectors.length).toBeGreaterThanOrEqual(50);
    for (const vector of xssVectors) {
      await expect(findUnsafe(sanitizeHtml(vector))).toEqual([]);
      await expect(findUnsafe(sanitizeForDisplay(vector) ?? '')).toEqual([]);
    }
    // Every picture left has loaded or failed (its load or error handler, had one survived, has run), then a frame
    // has been drawn (when the browser runs autofocus): only then does "no script ran" mean something.
    await waitFor(() => expect(Array.from(canvasElement.querySelectorAll('img'), (img) => img.complete)).not.toContain(false));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(window.__eduXss).toBeUndefined();
    await expect(canvasElement.querySelectorAll('script, iframe, object, embed, svg, style, form, input')).toHaveLength(0);
  },
};

/** Nothing to show: renders an empty container. */
export const Empty: Story = {
  args: { html: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="formatted"]')).toBeEmptyDOMElement();
  },
};
