import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../test-support/catalogs';
import factory from './fr';

describe('admin kit in French', () => {
  const fr = buildCatalog(factory, 'fr');

  it('names the job after a spaced colon and translates the menu', () => {
    expect((fr.deleteJobNamedLabel as (title: string) => string)('Prof de SVT')).toBe('Supprimer l’offre d’emploi\u00a0: Prof de SVT');
    expect(fr['menu.promo.create']).toBe('Créer un code promo');
    expect(fr.collapseMenu).toBe('Réduire le menu');
  });
});
