import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { styled } from 'styled-components';
import { Menu, MenuItem } from '../Menu';
import { Dialog } from '../Dialog';
import { EduThemeProvider } from './EduThemeProvider';
import { createTheme, themeOverrideProperties, tokens } from './theme';

/**
 * The kit's rule text in the document, without white space: what styled-components inserted, as text (its default
 * outside production) or through the style sheet's `insertRule` (its "speedy" mode, which the unit tests use).
 */
function sheetText(): string {
  return [...document.querySelectorAll('style')]
    .map((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('') + style.textContent)
    .join('\n')
    .replace(/\s+/g, '');
}

describe('static token references', () => {
  it('are the tokens’ var() strings, so a rule made of them is static', () => {
    expect(tokens.color.primary).toBe('var(--edu-color-primary)');
    expect(tokens.space['400']).toBe('var(--edu-space-400)');
    const Box = styled.div`
      color: ${tokens.color.primary};
      padding: ${tokens.space['400']};
    `;
    // No function among the rule's parts: styled-components calls none of them per render of each instance.
    const { rules } = (Box as unknown as { componentStyle: { rules: unknown[] } }).componentStyle;
    expect(rules.some((part) => typeof part === 'function')).toBe(false);
  });

  it('lists only a theme’s overrides as custom properties', () => {
    expect(themeOverrideProperties(createTheme())).toBe('');
    expect(themeOverrideProperties(createTheme({ color: { primary: '#123456' }, space: { '400': '20px' } }))).toBe(
      '--edu-color-primary: #123456; --edu-space-400: 20px;',
    );
  });

  it('shows a host’s createTheme override on the provider’s element and in a portalled dialog', () => {
    const theme = createTheme({ color: { primary: '#123456' } });
    render(
      <EduThemeProvider theme={theme}>
        <p>Inside</p>
        <Dialog defaultOpen title="Themed" />
      </EduThemeProvider>,
    );
    const root = screen.getByText('Inside').parentElement!;
    const layer = screen.getByRole('dialog', { name: 'Themed' }).closest('[data-edu-dialog-layer]')!;
    expect(root).toHaveAttribute('data-edu-theme', 'light');
    // Both elements carry a rule `.<class>[data-edu-theme] { --edu-color-primary: #123456 }`, so the static
    // `var(--edu-color-primary)` of every rule under them reads the host's colour.
    for (const element of [root, layer]) {
      const classes = [...element.classList];
      expect(classes.some((name) => sheetText().includes(`.${name}[data-edu-theme]{--edu-color-primary:#123456;}`))).toBe(true);
    }
  });

  it('writes the override on a portalled menu’s layer too', () => {
    const { unmount } = render(
      <EduThemeProvider theme={createTheme({ color: { primary: '#654321' } })}>
        <Menu trigger={<button>Actions</button>} defaultOpen>
          <MenuItem>Edit</MenuItem>
        </Menu>
      </EduThemeProvider>,
    );
    const layer = screen.getByRole('menu').closest('[data-edu-floating-layer]')!;
    expect([...layer.classList].some((name) => sheetText().includes(`.${name}[data-edu-theme]{--edu-color-primary:#654321;}`))).toBe(true);
    unmount();
  });
});
