/** One choice of a reaction picker: the emoji sent to the API and the name assistive technology reads. */
export interface ReactionOption {
  emoji: string;
  label: string;
}

/** The post reaction picker of the spec: heart, graduation, clap, thumbs up, 100, trophy, star, party, diamond. */
export const POST_REACTION_OPTIONS: readonly ReactionOption[] = [
  { emoji: '❤️', label: 'Heart' },
  { emoji: '🎓', label: 'Graduation cap' },
  { emoji: '👏', label: 'Clapping hands' },
  { emoji: '👍', label: 'Thumbs up' },
  { emoji: '💯', label: 'Hundred points' },
  { emoji: '🏆', label: 'Trophy' },
  { emoji: '⭐', label: 'Star' },
  { emoji: '🎉', label: 'Party popper' },
  { emoji: '💎', label: 'Diamond' },
];

/** The comment reaction picker of the spec: heart eyes, excited, thumbs up, thinking, crying, raised hands, smiling, rolling laughing. */
export const COMMENT_REACTION_OPTIONS: readonly ReactionOption[] = [
  { emoji: '😍', label: 'Heart eyes' },
  { emoji: '🤩', label: 'Excited' },
  { emoji: '👍', label: 'Thumbs up' },
  { emoji: '🤔', label: 'Thinking' },
  { emoji: '😢', label: 'Crying' },
  { emoji: '🙌', label: 'Raised hands' },
  { emoji: '😊', label: 'Smiling' },
  { emoji: '🤣', label: 'Rolling on the floor laughing' },
];
