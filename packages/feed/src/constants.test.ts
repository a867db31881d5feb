import { describe, expect, it } from 'vitest';
import { summarizeReactions } from './constants';
import { feedMessages } from './messages';

describe('summarizeReactions', () => {
  it('shows at most three distinct emojis, most used first, and counts the rest', () => {
    const reactions = ['🎓', '❤️', '❤️', '👏', '💯', '💯', '💯', '🏆'].map((reaction_type) => ({ reaction_type }));
    expect(summarizeReactions(reactions)).toEqual({ shown: ['💯', '❤️', '🎓'], overflow: 2, total: 8 });
  });

  it('is empty for no reactions', () => {
    expect(summarizeReactions([])).toEqual({ shown: [], overflow: 0, total: 0 });
  });
});

describe('feedMessages', () => {
  it('words the size limit error for one and for several files', () => {
    expect(feedMessages.fileTooLarge(1)).toBe('1 file exceeds the 10MB size limit');
    expect(feedMessages.fileTooLarge(3)).toBe('3 files exceed the 10MB size limit');
  });
});
