/**
 * The styling-free entry of @edupassport/ui: tokens, theme data and hooks. It never imports
 * styled-components, so a host with its own design system can use it alone.
 */
export { lightTokens, darkTokens, cssVar, tokenProperty, flattenTokens, tokensToCss } from './tokens';
export type { TokenName, TokenSet } from './tokens';
export { createTheme, lightTheme, darkTheme, resolveTheme, themeDefaultProps } from './theme/theme';
export type { EduTheme, EduThemeInput, EduComponentThemes } from './theme/theme';
