import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', '**/mockServiceWorker.js', '.ci/**', 'coverage/**', '**/.vitest-*/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'styled-components',
              importNames: ['default'],
              // styled-components 6 is CommonJS: its default export breaks under plain Node ESM.
              message: "Import { styled } from 'styled-components' instead of the default export.",
            },
          ],
        },
      ],
    },
  },
  {
    // A strict Content Security Policy (style-src without 'unsafe-inline') blocks every style attribute in the
    // markup, so the kit and the demo write none of their own. Forwarding the host's own `style` prop (an
    // identifier) stays allowed: that is the host's choice. Stories, tests and story decorators are never served
    // under the policy.
    files: ['packages/*/src/**/*.tsx', 'apps/demo/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/*.visual.tsx', 'packages/*/src/stories/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["JSXAttribute[name.name='style'] > Literal", "JSXAttribute[name.name='style'] > JSXExpressionContainer > :not(Identifier)"].map(
          (selector) => ({
            selector,
            message:
              "No style attribute of the kit's own: a strict Content Security Policy blocks it. Use a styled-components class (a transient $prop), a data attribute, or el.style.setProperty in a layout effect.",
          }),
        ),
      ],
    },
  },
  {
    // The styling-free entries must never reach styled-components, directly or through a component.
    files: ['packages/*/src/headless.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['styled-components'], message: 'headless entries never import styled-components.' }] }],
    },
  },
  {
    // api-client is framework-free.
    files: ['packages/api-client/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'styled-components'], message: 'api-client has no React.' }] }],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '.size-limit.js', '*.config.{js,ts}', '.storybook/**/*.ts', 'workspace-aliases.ts', 'rollup.shared.mjs', 'packages/*/rollup.config.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
