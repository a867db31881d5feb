import { useContext, type ReactNode } from 'react';
import { StyleSheetContext, StyleSheetManager, ThemeContext, ThemeProvider, createGlobalStyle, styled } from 'styled-components';
import { darkTokens, lightTokens, tokenProperty, tokensToCss } from '../tokens';
import { useLanguageAttributes } from '../i18n/useLanguage';
import { lightTheme, resolveTheme, themeFromProp, themeOverrides, type EduThemeMode, type EduThemeProp } from './theme';

const lightCss = tokensToCss(lightTokens);
const darkCss = tokensToCss(darkTokens);
// A user who asked the system for less motion gets none: every transition of the kit takes its time from these.
const stillCss = (['fast', 'normal', 'slow'] as const).map((speed) => `${tokenProperty(`motion-${speed}`)}: 0s;`).join(' ');

const rootStill = `@media (prefers-reduced-motion: reduce) { :root { ${stillCss} } }`;

/** The theme on the page's `:root` (the provider's `global`), one mode each, with no motion when the user asks for less. */
const RootLight = createGlobalStyle`
  :root { ${lightCss} color-scheme: light; }
  ${rootStill}
`;
const RootDark = createGlobalStyle`
  :root { ${darkCss} color-scheme: dark; }
  ${rootStill}
`;
const RootSystem = createGlobalStyle`
  :root { ${lightCss} color-scheme: light dark; }
  @media (prefers-color-scheme: dark) { :root { ${darkCss} } }
  ${rootStill}
`;
const roots: Record<EduThemeMode, typeof RootLight> = { light: RootLight, dark: RootDark, system: RootSystem };

/** Every token under `[data-edu-theme]`, for each mode. */
const ThemeRules = createGlobalStyle`
  [data-edu-theme='light'] { ${lightCss} color-scheme: light; }
  [data-edu-theme='dark'] { ${darkCss} color-scheme: dark; }
  /* The OS's scheme picks the values in CSS, so server HTML is right before any script runs: no flash. */
  [data-edu-theme='system'] { ${lightCss} color-scheme: light dark; }
  @media (prefers-color-scheme: dark) {
    [data-edu-theme='system'] { ${darkCss} }
  }
  @media (prefers-reduced-motion: reduce) {
    [data-edu-theme] { ${stillCss} }
  }
`;

export interface EduGlobalStyleProps {
  /** The mode whose values go on `:root` with `$root`; default light. */
  $mode?: EduThemeMode | undefined;
  /** Whether the theme's variables and `color-scheme` also go on the page's `:root`; default false. */
  $root?: boolean | undefined;
}

/**
 * Emits every token as a CSS custom property, with `color-scheme`, under `[data-edu-theme]`: the providers' own
 * elements and the kit's portalled layers carry it, so a subtree switches mode with one attribute and the host's
 * page is left alone. With `$root`, the same for `$mode` on the page's `:root` too (an app that is all kit).
 * Each rule set is a static global style: a page hydrating the server's HTML finds its rules already in the sheet
 * and inserts nothing (one with props would insert them all again after hydration, and the whole page's style
 * would be recalculated), and a provider's re-render never computes them again.
 */
export function EduGlobalStyle({ $mode = 'light', $root = false }: EduGlobalStyleProps) {
  const Root = $root ? roots[$mode] : null;
  return (
    <>
      {Root ? <Root /> : null}
      <ThemeRules />
    </>
  );
}

// Adds no box of its own: only the theme's variables (a host's createTheme overrides among them) and color-scheme,
// inherited by what it wraps.
const ThemeRoot = styled.div`
  display: contents;
  ${themeOverrides}
`;

export interface EduThemeProviderProps {
  /**
   * The theme: `'light'`, `'dark'`, `'system'` (follows the OS's colour scheme) or one made with `createTheme` (to
   * override tokens or component defaults); defaults to the enclosing provider's, else the light theme.
   */
  theme?: EduThemeProp | undefined;
  /** Whether to emit the `--edu-*` custom properties; default true. Turn off when the host ships them in its own CSS. */
  globalStyles?: boolean | undefined;
  /** Whether the theme's variables and `color-scheme` also go on the page's `:root`; default false (only under the provider). */
  global?: boolean | undefined;
  /** The Content Security Policy nonce every `<style>` element the kit inserts carries; default none (styled-components' own lookup). */
  nonce?: string | undefined;
  children?: ReactNode | undefined;
}

/**
 * Provides the theme to styled components and emits the token custom properties. Its children sit in an element
 * of its own (`data-edu-theme`, `display: contents`) that carries the theme, so a nested dark provider darkens
 * only its subtree and nothing is set on the host's `:root` unless `global` asks for it.
 */
export function EduThemeProvider({ theme: given, globalStyles = true, global = false, nonce, children }: EduThemeProviderProps) {
  // A nested provider without a theme keeps the one around it (a dark page stays dark), else the light theme.
  const outer = useContext(ThemeContext);
  const theme = given ? themeFromProp(given) : outer ? resolveTheme(outer) : lightTheme;
  const language = useLanguageAttributes();
  const themed = (
    <ThemeProvider theme={theme}>
      {globalStyles ? <EduGlobalStyle $mode={theme.mode} $root={global} /> : null}
      <ThemeRoot data-edu-theme={theme.mode} lang={language.lang} dir={language.dir}>{children}</ThemeRoot>
    </ThemeProvider>
  );
  return <NonceSheet nonce={nonce}>{themed}</NonceSheet>;
}

/**
 * Gives the browser's style sheet the nonce: styled-components then creates a `<style nonce>` for the kit's rules.
 * A server sheet is left as it is: a manager with a nonce would swap it for a new sheet whose rules the host's
 * `ServerStyleSheet` never collects, so on the server the nonce is the host's `new ServerStyleSheet({ nonce })`.
 */
function NonceSheet({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  const { styleSheet } = useContext(StyleSheetContext);
  if (!nonce || styleSheet.server || styleSheet.options.nonce === nonce) return children;
  return <StyleSheetManager nonce={nonce}>{children}</StyleSheetManager>;
}
