import type { ReactNode } from 'react';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import { darkTokens, lightTokens, tokensToCss } from '../tokens';
import { lightTheme, type EduTheme } from './theme';

const lightCss = tokensToCss(lightTokens);
const darkCss = tokensToCss(darkTokens);

/**
 * Emits every token as a CSS custom property on :root for the theme's mode, and under
 * `[data-edu-theme]` so a subtree can switch mode with one attribute.
 */
export const EduGlobalStyle = createGlobalStyle<{ $mode: 'light' | 'dark' }>`
  :root {
    ${(p) => (p.$mode === 'dark' ? darkCss : lightCss)}
    color-scheme: ${(p) => p.$mode};
  }
  [data-edu-theme='light'] { ${lightCss} color-scheme: light; }
  [data-edu-theme='dark'] { ${darkCss} color-scheme: dark; }
`;

export interface EduThemeProviderProps {
  /** The theme; defaults to the light theme. Use `createTheme` to override tokens or component defaults. */
  theme?: EduTheme;
  /** Whether to emit the `--edu-*` custom properties; default true. Turn off when the host ships them in its own CSS. */
  globalStyles?: boolean;
  children?: ReactNode;
}

/** Provides the theme to styled components and emits the token custom properties. */
export function EduThemeProvider({ theme = lightTheme, globalStyles = true, children }: EduThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {globalStyles ? <EduGlobalStyle $mode={theme.mode} /> : null}
      {children}
    </ThemeProvider>
  );
}
