import { describe, expect, it, vi } from 'vitest';
import { countIntl } from '../../../../test-support/countIntl';
import { truncateText } from './truncateText';

describe('truncateText', () => {
  it('returns text that fits unchanged, without an ellipsis', () => {
    expect(truncateText('Great mentor.', 150)).toBe('Great mentor.');
    expect(truncateText('exactly ten', 11)).toBe('exactly ten');
    expect(truncateText('', 5)).toBe('');
  });

  it('segments only a text longer than the limit in UTF-16 units (no Intl.Segmenter for one that fits)', async () => {
    const segmenter = countIntl('Segmenter');
    try {
      // A fresh module: its segmenter is made on first need.
      vi.resetModules();
      const fresh = (await import('./truncateText')).truncateText;
      expect(fresh('Head of Science at Riverside 👩‍🏫', 40)).toBe('Head of Science at Riverside 👩‍🏫');
      expect(segmenter.made).toBe(0);
      // Longer in units than the limit, yet it fits in characters: the family emoji counts once.
      expect(fresh('👨‍👩‍👧 family', 8)).toBe('👨‍👩‍👧 family');
      expect(segmenter.made).toBe(1);
    } finally {
      segmenter.restore();
    }
  });

  it('cuts at the last word boundary before the limit and adds an ellipsis', () => {
    expect(truncateText('Ms Rivera transformed our science department', 20)).toBe('Ms Rivera…');
    // The limit lands right after a whole word: that word is kept.
    expect(truncateText('Lesson planning and mentoring', 15)).toBe('Lesson planning…');
  });

  it('drops trailing spaces and commas before the ellipsis', () => {
    expect(truncateText('Patient, kind, thorough and inspiring', 15)).toBe('Patient, kind…');
  });

  it('cuts a single word longer than the limit in the middle', () => {
    expect(truncateText('Supercalifragilistic', 5)).toBe('Super…');
  });

  it('never splits an emoji, and counts one emoji as one character', () => {
    const text = '🎓🎓🎓🎓 graduates';
    expect(truncateText(text, 2)).toBe('🎓🎓…');
    expect(truncateText('👩‍🏫👩‍🏫👩‍🏫', 2)).toBe('👩‍🏫👩‍🏫…');
    expect(truncateText('Loved it 😍 so much', 10)).toBe('Loved it 😍…');
  });

  it('keeps the 150-character endorsement limit, ellipsis excluded', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const out = truncateText(words, 150);
    expect(out.endsWith('…')).toBe(true);
    expect(Array.from(out).length).toBeLessThanOrEqual(151);
    expect(words.startsWith(out.slice(0, -1))).toBe(true);
    expect(words.charAt(out.length - 1)).toBe(' ');
  });

  it('leaves the text alone for a meaningless limit', () => {
    expect(truncateText('Any text', Number.NaN)).toBe('Any text');
    expect(truncateText('Any text', -1)).toBe('Any text');
  });
});
