import { describe, expect, it } from 'vitest';
import { buildCatalog, catalogProblems } from '../../../../test-support/catalogs';
import { feedCatalogs } from './catalogs';
import { feedMessages } from './index';

// Every shipped language must say everything English says, with the same arguments shown.
describe('feed catalogs', () => {
  it('ship Arabic, French and Spanish', () => {
    expect(Object.keys(feedCatalogs.loaders).sort()).toEqual(['ar', 'es', 'fr']);
  });

  for (const [language, load] of Object.entries(feedCatalogs.loaders)) {
    it(`${language} has exactly the English keys and arguments`, async () => {
      const { default: factory } = await load();
      for (const locale of language === 'ar' ? ['ar', 'ar-SA', 'ar-AE'] : [language]) {
        expect(catalogProblems(feedMessages, buildCatalog(factory, locale))).toEqual([]);
      }
    });
  }
});
