export {
  createTheme,
  lightTheme,
  darkTheme,
  systemTheme,
  themeFromProp,
  resolveTheme,
  themeDefaultProps,
  t,
} from './theme';
export type { EduTheme, EduThemeInput, EduThemeMode, EduThemeProp, EduComponentThemes } from './theme';
