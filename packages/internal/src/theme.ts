import { lightTheme, type EduTheme } from '@edupassport/ui/headless';

/**
 * The theme a styled component should use: the provided one when it is ours, else the light theme,
 * so a component rendered outside any provider (or under a host's unrelated ThemeProvider) still styles.
 */
export function resolveTheme(theme: unknown): EduTheme {
  return theme && typeof theme === 'object' && 'color' in theme && 'space' in theme ? (theme as EduTheme) : lightTheme;
}

/** Shorthand for styled-components interpolations: `${(p) => t(p).color.primary}`. */
export const t = (props: { theme?: unknown }): EduTheme => resolveTheme(props.theme);

/** The theme-level default props of a component, or an empty object. */
export function themeDefaultProps<P>(theme: unknown, component: string): Partial<P> {
  return (resolveTheme(theme).components[component]?.defaultProps ?? {}) as Partial<P>;
}
