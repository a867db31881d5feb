import { describe, expect, it } from 'vitest';
import { pageHtml } from '../prerender/plugin';

const template = '<html><head><title>EDU Passport UI kit demo</title></head><body><div id="root"></div></body></html>';

describe('a prerendered page', () => {
  it('is titled after its main heading, escaped as the server wrote it', () => {
    const html = pageHtml(template, { html: '<main><h1 class="x">Maths &amp; <em>Science</em> Teacher</h1></main>', styles: '', data: '{}' }, 'data');
    expect(html).toContain('<title>Maths &amp; Science Teacher · EDU Passport UI kit demo</title>');
  });

  it('keeps the site title when the page has no heading', () => {
    expect(pageHtml(template, { html: '<main></main>', styles: '', data: '{}' }, 'data')).toContain('<title>EDU Passport UI kit demo</title>');
  });
});
