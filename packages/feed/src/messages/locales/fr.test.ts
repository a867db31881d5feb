import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../test-support/catalogs';
import factory from './fr';

type Counted = (count: number) => string;

describe('feed in French', () => {
  const fr = buildCatalog(factory, 'fr');
  const forCounts = (message: unknown) => [0, 1, 2].map((n) => (message as Counted)(n));

  it('says 0 and 1 in the singular, 2 in the plural', () => {
    expect(forCounts(fr.commentsCount)).toEqual(['0 commentaire', '1 commentaire', '2 commentaires']);
    expect(forCounts(fr.newPosts)).toEqual(['0 nouvelle publication', '1 nouvelle publication', '2 nouvelles publications']);
    expect(forCounts(fr.pollVotes)).toEqual(['0 vote', '1 vote', '2 votes']);
    expect(forCounts(fr.replies)).toEqual(['0 réponse', '1 réponse', '2 réponses']);
    expect(forCounts(fr.multimediaChosenLabel)).toEqual(['0 fichier choisi', '1 fichier choisi', '2 fichiers choisis']);
  });

  it('writes French spacing before a colon, a question mark and a percent sign', () => {
    expect((fr.pollOptionVotes as (o: string, v: number, p: number) => string)('Oui', 2, 40)).toBe('Oui\u00a0: 2 votes, 40\u202f%');
    expect(fr.discardTitle).toBe('Abandonner les modifications\u202f?');
    expect((fr.searchResults as (q: string) => string)('maths')).toBe('Résultats pour «\u00a0maths\u00a0»');
    const length = (fr.pollLengthPreview as (d: number, h: number, m: number) => string)(2, 0, 30);
    expect((fr.pollLengthSummary as (l: string) => string)(length)).toBe('Durée du sondage\u00a0: 2\u00a0j 0\u00a0h 30\u00a0min');
  });
});
