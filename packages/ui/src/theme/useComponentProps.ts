import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import { resolveTheme, themeDefaultProps, type EduTheme } from './theme';

/** The current kit theme; the light theme outside any provider (styled-components' useTheme would throw there). */
export function useEduTheme(): EduTheme {
  return resolveTheme(useContext(ThemeContext));
}

/** A component's props with the theme's `components[name].defaultProps` underneath: explicit props win. */
export function useComponentProps<P extends object>(name: string, props: P): P {
  const theme = useEduTheme();
  return { ...themeDefaultProps<P>(theme, name), ...props };
}
