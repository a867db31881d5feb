import { cssVar, tokenProperty } from '../tokens/tokens';
import type { TokenName, TokenSet } from '../tokens/tokens';

/** Per-component theme settings; hosts may add their own keys through declaration merging. */
export interface EduComponentThemes {
  [component: string]: { defaultProps?: Record<string, unknown> | undefined } | undefined;
}

/** The styled-components theme: every token as a `var(--edu-…)` reference, plus component defaults. */
export type EduTheme = { [G in keyof TokenSet]: { [K in keyof TokenSet[G]]: string } } & {
  /** Which token values apply: `light`, `dark`, or `system`, which follows the OS's `prefers-color-scheme` in CSS alone. */
  mode: EduThemeMode;
  /** Theme-level default props per component, e.g. `components.Button.defaultProps`. */
  components: EduComponentThemes;
};

/** The colour modes of a theme; `system` switches between light and dark with `prefers-color-scheme`. */
export type EduThemeMode = 'light' | 'dark' | 'system';

/** The token groups (the compiler checks each is one; theme.test.ts that none is missing). */
export const TOKEN_GROUPS = ['color', 'space', 'radius', 'font', 'shadow', 'z', 'motion'] as const satisfies ReadonlyArray<keyof TokenSet>;

/**
 * One group of a theme: a host's overrides, and for every other key the token's `var()` reference, made when
 * read. The theme needs only the tokens' names that way, never their values, so a card does not carry the
 * token table (the global style of EduProvider does). It enumerates only the overrides.
 */
function varGroup(group: string, overrides: Record<string, string>): Record<string, string> {
  return new Proxy(overrides, {
    get: (target, key) =>
      typeof key !== 'string' ? undefined : Object.hasOwn(target, key) ? target[key] : cssVar(`${group}-${key}` as TokenName),
  });
}

type DeepPartial<T> = { [K in keyof T]?: (T[K] extends object ? DeepPartial<T[K]> : T[K]) | undefined };

/** What `createTheme` accepts: any subset of a theme. */
export type EduThemeInput = DeepPartial<Omit<EduTheme, 'components'>> & { components?: EduComponentThemes | undefined };

/** Builds a theme: the `var()` references of every token, overridden by what the host passes. */
export function createTheme(input: EduThemeInput = {}): EduTheme {
  const merged: Record<string, unknown> = { mode: input.mode ?? 'light', components: input.components ?? {} };
  for (const group of TOKEN_GROUPS) {
    const override = (input as Record<string, unknown>)[group];
    merged[group] = varGroup(group, { ...(typeof override === 'object' && override ? (override as Record<string, string>) : {}) });
  }
  return merged as EduTheme;
}

export const lightTheme: EduTheme = createTheme({ mode: 'light' });
export const darkTheme: EduTheme = createTheme({ mode: 'dark' });
/** Light or dark as the OS is set (`prefers-color-scheme`), decided by CSS: a server-rendered page is right before hydration. */
export const systemTheme: EduTheme = createTheme({ mode: 'system' });

/** What a provider's `theme` accepts: a theme, or the name of a built-in one. */
export type EduThemeProp = EduTheme | EduThemeMode;

/** The theme a provider's `theme` prop names: a mode's built-in theme, or the given theme itself. */
export function themeFromProp(theme: EduThemeProp): EduTheme {
  if (typeof theme !== 'string') return theme;
  return theme === 'dark' ? darkTheme : theme === 'system' ? systemTheme : lightTheme;
}

/**
 * For the kit's packages and components built on the kit: the theme a styled component should use, the provided one
 * when it is ours, else the light theme, so a component rendered outside any provider (or under a host's unrelated
 * ThemeProvider) still styles.
 */
export function resolveTheme(theme: unknown): EduTheme {
  return theme && typeof theme === 'object' && 'color' in theme && 'space' in theme ? (theme as EduTheme) : lightTheme;
}

/**
 * Every token as its static `var(--edu-…)` reference, in the theme's groups: `tokens.color.primary` is
 * `'var(--edu-color-primary)'`. A styled rule made of these is a constant string, so styled-components computes it
 * once per component instead of per render; a host's `createTheme` overrides reach it as custom properties, which
 * the provider and the kit's portalled layers write (`themeOverrides`).
 */
export const tokens: Omit<EduTheme, 'mode' | 'components'> = Object.freeze(
  Object.fromEntries(TOKEN_GROUPS.map((group) => [group, varGroup(group, {})])) as Omit<EduTheme, 'mode' | 'components'>,
);

/** The custom properties a theme's overrides set (`--edu-color-primary: #123;`), or an empty string. */
export function themeOverrideProperties(theme: unknown): string {
  const resolved = resolveTheme(theme) as unknown as Record<string, Record<string, string>>;
  return TOKEN_GROUPS.flatMap((group) =>
    Object.keys(resolved[group] ?? {}).map((key) => `${tokenProperty(`${group}-${key}` as TokenName)}: ${resolved[group]![key]};`),
  ).join(' ');
}

/**
 * For the kit's theme roots (the provider's element and the portalled layers that carry `data-edu-theme`): a
 * styled interpolation that writes the theme's `createTheme` overrides as custom properties on that element, above
 * the mode's own values, so static `tokens` references show them.
 */
export const themeOverrides = (props: { theme?: unknown }): string => {
  const properties = themeOverrideProperties(props.theme);
  return properties ? `&[data-edu-theme] { ${properties} }` : '';
};

/**
 * For the kit's packages and components built on the kit: styled-components' interpolation shorthand, `${(p) => t(p).color.primary}`.
 * @deprecated Use the static `tokens` (`${tokens.color.primary}`): a rule with a function is recomputed on every render.
 */
export const t = (props: { theme?: unknown }): EduTheme => resolveTheme(props.theme);

/** For the kit's packages and components built on the kit: a component's theme-level default props, or an empty object. */
export function themeDefaultProps<P>(theme: unknown, component: string): Partial<P> {
  return (resolveTheme(theme).components[component]?.defaultProps ?? {}) as Partial<P>;
}
