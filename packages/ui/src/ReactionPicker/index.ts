export { ReactionPicker } from './ReactionPicker';
export type { ReactionPickerProps } from './ReactionPicker';
export { POST_REACTION_OPTIONS, COMMENT_REACTION_OPTIONS } from './reactionSets';
export type { ReactionOption } from './reactionSets';
