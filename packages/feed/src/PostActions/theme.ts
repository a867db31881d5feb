import { resolveTheme, type EduTheme } from '@edupassport/ui/headless';

/** Shorthand for styled-components interpolations, as ui's own `t`: `${(p) => t(p).color.primary}`. */
export const t = (props: { theme?: unknown }): EduTheme => resolveTheme(props.theme);

/** Colour emoji fonts first, so reactions show as the familiar pictures on every system that has one. */
export const emojiFont = `'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', 'Twemoji Mozilla', sans-serif`;
