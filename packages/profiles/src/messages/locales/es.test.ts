import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../test-support/catalogs';
import factory from './es';

type Counted = (count: number) => string;

describe('profiles in Spanish', () => {
  const es = buildCatalog(factory, 'es');
  const forCounts = (message: unknown) => [1, 2].map((n) => (message as Counted)(n));

  it('says 1 in the singular and 2 in the plural', () => {
    expect(forCounts(es.languageCount)).toEqual(['1 idioma', '2 idiomas']);
    expect(forCounts(es.certificationCount)).toEqual(['1 certificación', '2 certificaciones']);
    expect(forCounts(es.chosenImages)).toEqual(['1 imagen elegida', '2 imágenes elegidas']);
    expect(forCounts(es.endorsementRatingStar)).toEqual(['1 estrella', '2 estrellas']);
  });

  it('opens questions and exclamations, and spaces the percent sign', () => {
    expect(es.messageUs).toBe('¡Escríbenos!');
    expect(es.addImageQuestion).toBe('¿Quieres añadir una imagen?');
    expect((es.uploadProgress as (name: string, percent: number) => string)('logo.png', 40)).toBe('logo.png: 40\u00a0%');
  });
});
