import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../test-support/catalogs';
import factory from './ar';

const counts = [0, 1, 2, 3, 11, 100];
type Counted = (count: number) => string;

describe('feed in Arabic', () => {
  const ar = buildCatalog(factory, 'ar');

  it('counts comments in all six Arabic forms', () => {
    expect(counts.map((n) => (ar.commentsCount as Counted)(n))).toEqual([
      'لا تعليقات',
      'تعليق واحد',
      'تعليقان',
      '3 تعليقات',
      '11 تعليقًا',
      '100 تعليق',
    ]);
  });

  it('counts poll votes in all six Arabic forms', () => {
    expect(counts.map((n) => (ar.pollVotes as Counted)(n))).toEqual(['لا أصوات', 'صوت واحد', 'صوتان', '3 أصوات', '11 صوتًا', '100 صوت']);
  });

  it('counts replies and chosen files in all six Arabic forms', () => {
    expect(counts.map((n) => (ar.replies as Counted)(n))).toEqual(['لا ردود', 'رد واحد', 'ردّان', '3 ردود', '11 ردًا', '100 رد']);
    expect(counts.map((n) => (ar.multimediaChosenLabel as Counted)(n))).toEqual([
      'لا ملفات مختارة',
      'ملف واحد مختار',
      'ملفان مختاران',
      '3 ملفات مختارة',
      '11 ملفًا مختارًا',
      '100 ملف مختار',
    ]);
  });

  it('counts new posts in all six Arabic forms', () => {
    expect(counts.map((n) => (ar.newPosts as Counted)(n))).toEqual([
      'لا منشورات جديدة',
      'منشور جديد واحد',
      'منشوران جديدان',
      '3 منشورات جديدة',
      '11 منشورًا جديدًا',
      '100 منشور جديد',
    ]);
  });

  it('writes a poll option’s votes and share with the Arabic percent sign', () => {
    expect((ar.pollOptionShare as (p: number, v: number) => string)(40, 2)).toBe('40٪ · صوتان');
  });

  it('writes Arabic-Indic digits for ar-SA', () => {
    const sa = buildCatalog(factory, 'ar-SA');
    expect((sa.commentsCount as Counted)(3)).toBe('٣ تعليقات');
    expect((sa.pollVotes as Counted)(100)).toBe('١٠٠ صوت');
  });
});
