import { resolveTheme, type EduTheme } from '@edupassport/ui/headless';

/** Shorthand for styled-components interpolations, as ui's own `t`: `${(p) => t(p).color.primary}`. */
export const t = (props: { theme?: unknown }): EduTheme => resolveTheme(props.theme);
