import { describe, expect, it } from 'vitest';
import { cssVar, lightTokens, type TokenName } from '../tokens/tokens';
import { createTheme, darkTheme, lightTheme, resolveTheme, TOKEN_GROUPS } from './theme';

describe('the theme', () => {
  it('knows every token group', () => {
    expect([...TOKEN_GROUPS].sort()).toEqual(Object.keys(lightTokens).sort());
  });

  it('answers every token with its var() reference, in both modes', () => {
    for (const [group, values] of Object.entries(lightTokens)) {
      for (const key of Object.keys(values)) {
        const expected = cssVar(`${group}-${key}` as TokenName);
        expect((lightTheme as unknown as Record<string, Record<string, string>>)[group]![key]).toBe(expected);
        expect((darkTheme as unknown as Record<string, Record<string, string>>)[group]![key]).toBe(expected);
      }
    }
    expect(lightTheme.color.primary).toBe('var(--edu-color-primary)');
    expect(darkTheme.mode).toBe('dark');
  });

  it('takes a host’s overrides over the references, group by group', () => {
    const theme = createTheme({ color: { primary: '#7c3aed' }, space: { '400': '20px' } });
    expect(theme.color.primary).toBe('#7c3aed');
    expect(theme.color.text).toBe('var(--edu-color-text)');
    expect(theme.space['400']).toBe('20px');
    expect(theme.radius.md).toBe('var(--edu-radius-md)');
    expect(Object.keys(theme.color)).toEqual(['primary']);
  });

  it('is recognised as ours by resolveTheme, and a foreign theme falls back to light', () => {
    const theme = createTheme({ mode: 'dark' });
    expect(resolveTheme(theme)).toBe(theme);
    expect(resolveTheme({ colors: {} })).toBe(lightTheme);
  });
});
