export {
  createTheme,
  lightTheme,
  darkTheme,
  systemTheme,
  themeFromProp,
  resolveTheme,
  themeDefaultProps,
  t,
  tokens,
  themeOverrides,
  themeOverrideProperties,
} from './theme';
export type { EduTheme, EduThemeInput, EduThemeMode, EduThemeProp, EduComponentThemes } from './theme';
