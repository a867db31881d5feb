import { describe, expect, it } from 'vitest';
import { applyReaction, viewerReaction } from './applyReaction';

const reactions = [
  { user_id: 1, reaction_type: '❤️' },
  { user_id: 2, reaction_type: '🎓' },
];

describe('applyReaction', () => {
  it('replaces the viewer’s previous reaction', () => {
    expect(applyReaction(reactions, 1, '🏆')).toEqual([
      { user_id: 2, reaction_type: '🎓' },
      { user_id: 1, reaction_type: '🏆' },
    ]);
  });

  it('adds a first reaction and removes one with null, matching ids across number and string', () => {
    expect(applyReaction(reactions, 3, '👏')).toHaveLength(3);
    expect(applyReaction(reactions, '2', null)).toEqual([{ user_id: 1, reaction_type: '❤️' }]);
  });
});

describe('viewerReaction', () => {
  it('finds the viewer’s reaction, and none for an anonymous visitor or a viewer who has not reacted', () => {
    expect(viewerReaction(reactions, '1')).toBe('❤️');
    expect(viewerReaction(reactions, 5)).toBeNull();
    expect(viewerReaction(reactions, undefined)).toBeNull();
  });
});
