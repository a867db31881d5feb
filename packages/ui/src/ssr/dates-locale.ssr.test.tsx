// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { saudiDate, saudiDateHtml } from '../DateText/saudiDate.fixture';

describe('locale dates on the server', () => {
  it('prints a Saudi date in Arabic-Indic digits, as the browser story hydrates it', () => {
    expect(renderToString(saudiDate)).toBe(saudiDateHtml);
    expect(saudiDateHtml).toContain('الخميس، ١٨ سبتمبر ٢٠٢٥، ٣:٠٠ م');
  });
});
