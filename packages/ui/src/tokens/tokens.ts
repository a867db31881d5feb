/**
 * The design tokens, grouped. A token's name is `<group>-<key>` (`color-primary`, `space-400`) and its
 * CSS custom property is `--edu-<group>-<key>`. Light and dark share names; only colours and shadows differ.
 */
export const lightTokens = {
  color: {
    primary: '#1d4ed8',
    'primary-hover': '#1e40af',
    'primary-active': '#1e3a8a',
    'on-primary': '#ffffff',
    secondary: '#0f766e',
    'secondary-hover': '#115e59',
    'on-secondary': '#ffffff',
    danger: '#b91c1c',
    'danger-hover': '#991b1b',
    'on-danger': '#ffffff',
    success: '#15803d',
    warning: '#a16207',
    info: '#0369a1',
    background: '#f8fafc',
    surface: '#ffffff',
    'surface-raised': '#ffffff',
    'surface-muted': '#f1f5f9',
    'surface-hover': '#e2e8f0',
    text: '#0f172a',
    'text-muted': '#475569',
    'text-inverse': '#ffffff',
    border: '#cbd5e1',
    'border-strong': '#64748b',
    focus: '#2563eb',
    overlay: 'rgba(15, 23, 42, 0.55)',
    'badge-new': '#15803d',
    'badge-fresh': '#0369a1',
    'badge-week': '#6d28d9',
    'badge-month': '#a16207',
    'badge-expiring': '#b91c1c',
  },
  space: {
    '0': '0',
    '25': '2px',
    '100': '4px',
    '200': '8px',
    '300': '12px',
    '400': '16px',
    '500': '20px',
    '600': '24px',
    '800': '32px',
    '1000': '40px',
    '1200': '48px',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    pill: '9999px',
  },
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    'size-xs': '0.75rem',
    'size-sm': '0.875rem',
    'size-md': '1rem',
    'size-lg': '1.125rem',
    'size-xl': '1.375rem',
    'size-2xl': '1.75rem',
    'weight-regular': '400',
    'weight-medium': '500',
    'weight-bold': '700',
    'line-height': '1.5',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
    focus: '0 0 0 3px rgba(37, 99, 235, 0.45)',
  },
  z: {
    base: '0',
    dropdown: '1000',
    sticky: '1100',
    overlay: '1300',
    dialog: '1400',
    popover: '1500',
    toast: '1600',
    tooltip: '1700',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;

/** The shape every theme's token values share. */
export type TokenSet = { [G in keyof typeof lightTokens]: { [K in keyof (typeof lightTokens)[G]]: string } };

/** A token name such as `color-primary` or `space-400`. */
export type TokenName = {
  [G in keyof TokenSet]: `${G & string}-${keyof TokenSet[G] & string}`;
}[keyof TokenSet];

/** A token set from another with some groups' values replaced (pure: a bundle that never reads the result drops it). */
function withValues(base: TokenSet, changes: { [G in keyof TokenSet]?: Partial<TokenSet[G]> | undefined }): TokenSet {
  const out: Record<string, Record<string, string>> = { ...base };
  for (const [group, values] of Object.entries(changes)) out[group] = { ...out[group], ...values };
  return out as TokenSet;
}

export const darkTokens: TokenSet = /* @__PURE__ */ withValues(lightTokens, {
  color: {
    primary: '#60a5fa',
    'primary-hover': '#93c5fd',
    'primary-active': '#bfdbfe',
    'on-primary': '#0b1220',
    secondary: '#2dd4bf',
    'secondary-hover': '#5eead4',
    'on-secondary': '#0b1220',
    danger: '#f87171',
    'danger-hover': '#fca5a5',
    'on-danger': '#0b1220',
    success: '#4ade80',
    warning: '#facc15',
    info: '#38bdf8',
    background: '#0b1220',
    surface: '#111827',
    'surface-raised': '#1f2937',
    'surface-muted': '#1e293b',
    'surface-hover': '#334155',
    text: '#f1f5f9',
    'text-muted': '#cbd5e1',
    'text-inverse': '#0b1220',
    border: '#475569',
    'border-strong': '#94a3b8',
    focus: '#93c5fd',
    overlay: 'rgba(0, 0, 0, 0.7)',
    'badge-new': '#4ade80',
    'badge-fresh': '#38bdf8',
    'badge-week': '#c4b5fd',
    'badge-month': '#facc15',
    'badge-expiring': '#f87171',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.55)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
    focus: '0 0 0 3px rgba(147, 197, 253, 0.6)',
  },
});

/** The CSS custom property name of a token: `--edu-color-primary`. */
export function tokenProperty(name: TokenName): string {
  return `--edu-${name}`;
}

/** A `var()` reference to a token, for use in styles. */
export function cssVar(name: TokenName): string {
  return `var(${tokenProperty(name)})`;
}

/** Every token of a set as `[name, value]` pairs, in declaration order. */
export function flattenTokens(tokens: TokenSet): Array<[TokenName, string]> {
  const out: Array<[TokenName, string]> = [];
  for (const [group, values] of Object.entries(tokens)) {
    for (const [key, value] of Object.entries(values as Record<string, string>)) {
      out.push([`${group}-${key}` as TokenName, value]);
    }
  }
  return out;
}

/** The declarations of a token set, `--edu-x: y;` one per line, for a global style or a host's own CSS. */
export function tokensToCss(tokens: TokenSet): string {
  return flattenTokens(tokens)
    .map(([name, value]) => `${tokenProperty(name)}: ${value};`)
    .join('\n');
}
