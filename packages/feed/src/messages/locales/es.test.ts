import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../test-support/catalogs';
import factory from './es';

type Counted = (count: number) => string;

describe('feed in Spanish', () => {
  const es = buildCatalog(factory, 'es');
  const forCounts = (message: unknown) => [1, 2].map((n) => (message as Counted)(n));

  it('says 1 in the singular and 2 in the plural', () => {
    expect(forCounts(es.commentsCount)).toEqual(['1 comentario', '2 comentarios']);
    expect(forCounts(es.pollVotes)).toEqual(['1 voto', '2 votos']);
    expect(forCounts(es.replies)).toEqual(['1 respuesta', '2 respuestas']);
    expect(forCounts(es.multimediaChosenLabel)).toEqual(['1 archivo elegido', '2 archivos elegidos']);
    expect(forCounts(es.newPosts)).toEqual(['1 publicación nueva', '2 publicaciones nuevas']);
  });

  it('names the reactors and how many more', () => {
    const summary = es.reactionsSummary as (total: number, names: readonly string[], overflow: number) => string;
    expect(summary(2, ['Ana', 'Luis'], 0)).toBe('2 reacciones: Ana y Luis');
    expect(summary(5, ['Ana', 'Luis'], 3)).toBe('5 reacciones: Ana, Luis y 3 más');
  });
});
