import { describe, expect, it } from 'vitest';
import { buildCatalog, catalogProblems } from '../../../../test-support/catalogs';
import { profilesCatalogs } from './catalogs';
import { profilesMessages } from './index';

// Every shipped language must say everything English says, with the same arguments shown.
describe('profiles catalogs', () => {
  it('ship Arabic, French and Spanish', () => {
    expect(Object.keys(profilesCatalogs.loaders).sort()).toEqual(['ar', 'es', 'fr']);
  });

  for (const [language, load] of Object.entries(profilesCatalogs.loaders)) {
    it(`${language} has exactly the English keys and arguments`, async () => {
      const { default: factory } = await load();
      for (const locale of language === 'ar' ? ['ar', 'ar-SA', 'ar-AE'] : [language]) {
        expect(catalogProblems(profilesMessages, buildCatalog(factory, locale))).toEqual([]);
      }
    });
  }
});
