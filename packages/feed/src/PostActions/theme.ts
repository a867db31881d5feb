// The kit's one shorthand for styled-components interpolations, shared with ui, and its static token references: `${tokens.color.primary}`.
export { t, tokens } from '@edupassport/ui/headless';

/** Colour emoji fonts first, so reactions show as the familiar pictures on every system that has one. */
export const emojiFont = `'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', 'Twemoji Mozilla', sans-serif`;
