import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../test-support/catalogs';
import factory from './es';

type Counted = (count: number) => string;

describe('opportunities in Spanish', () => {
  const es = buildCatalog(factory, 'es');
  const forCounts = (message: unknown) => [1, 2].map((n) => (message as Counted)(n));

  it('says 1 in the singular and 2 in the plural', () => {
    expect(forCounts(es.jobApplicants)).toEqual(['1 candidato', '2 candidatos']);
    expect(forCounts(es.jobUnreadInbox)).toEqual([
      '1 notificación sin leer en la bandeja de entrada',
      '2 notificaciones sin leer en la bandeja de entrada',
    ]);
    const experience = es.jobExperience as (min: number | undefined, max: number | undefined) => string;
    expect([1, 2].map((n) => experience(n, n))).toEqual(['1 año de experiencia', '2 años de experiencia']);
    expect(experience(1, 2)).toBe('De 1 a 2 años de experiencia');
    expect(experience(1, undefined)).toBe('Al menos 1 año de experiencia');
    expect(forCounts(es.jobViewCandidates)).toEqual(['Ver candidatos (1)', 'Ver candidatos (2)']);
  });
});
