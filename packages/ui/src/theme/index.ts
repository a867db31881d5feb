export { createTheme, lightTheme, darkTheme, resolveTheme, themeDefaultProps, t } from './theme';
export type { EduTheme, EduThemeInput, EduComponentThemes } from './theme';
