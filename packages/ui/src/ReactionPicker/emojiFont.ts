// Colour emoji fonts first, so the glyphs are the familiar pictures on every system that has one.
export const emojiFont = `'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', 'Twemoji Mozilla', sans-serif`;
