import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../test-support/catalogs';
import factory from './es';

describe('admin kit in Spanish', () => {
  const es = buildCatalog(factory, 'es');

  it('names the job in the delete label and translates the menu', () => {
    expect((es.deleteJobNamedLabel as (title: string) => string)('Profesora de Física')).toBe('Eliminar oferta de empleo: Profesora de Física');
    expect(es['menu.promo.create']).toBe('Crear código promocional');
    expect(es.collapseMenu).toBe('Contraer menú');
  });
});
