// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { saudiDate, saudiDateHtml } from '../DateText/saudiDate.fixture';
import { preloadCatalogs } from '../i18n/catalog';
import { uiCatalogs } from '../messages/catalogs';

describe('locale dates on the server', () => {
  it('prints a Saudi date in Arabic-Indic digits, as the browser story hydrates it', async () => {
    // A server render is synchronous: the locale's catalogs are fetched first, as the README says.
    await preloadCatalogs('ar-SA', uiCatalogs);
    expect(renderToString(saudiDate)).toBe(saudiDateHtml);
    expect(saudiDateHtml).toContain('الخميس، ١٨ سبتمبر ٢٠٢٥، ٣:٠٠ م');
  });
});
