import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** styled-components 6 is CommonJS: its default export breaks under plain Node ESM. Part of every import restriction. */
const styledDefault = {
  name: 'styled-components',
  importNames: ['default'],
  message: "Import { styled } from 'styled-components' instead of the default export.",
};

/**
 * The package graph: what each package may import. `api-client` ← `ui` ← `admin-kit` ← `feed`, `opportunities`,
 * `profiles` ← the demo; the private `internal` sits below them all and imports none of them. A feature package
 * never imports another, and a package never imports itself by name (its build would not resolve it).
 */
const PACKAGE_GRAPH = {
  internal: [],
  'api-client': ['internal'],
  ui: ['api-client', 'internal'],
  'admin-kit': ['ui', 'api-client', 'internal'],
  feed: ['admin-kit', 'ui', 'api-client', 'internal'],
  opportunities: ['admin-kit', 'ui', 'api-client', 'internal'],
  profiles: ['admin-kit', 'ui', 'api-client', 'internal'],
};
const PACKAGES = Object.keys(PACKAGE_GRAPH);
const GRAPH_TEXT = 'api-client ← ui ← admin-kit ← feed, opportunities, profiles ← demo; internal below them all';
/** Stories, tests and their helpers: they may import their own package by name, as a host would. */
const STORY_AND_TEST_FILES = ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/*.test-d.ts', '**/*.visual.tsx', 'packages/*/src/stories/**', 'packages/feed/src/HeadlessFeed/HeadlessFeedExample.tsx'];

/** Another package only through its public entry: never its src or dist, by name or by a relative path. */
const deepImports = (own) => [
  { group: ['@edupassport/*/src', '@edupassport/*/src/**', '@edupassport/*/dist', '@edupassport/*/dist/**'], message: "Import a package through its public entry, never its src or dist." },
  {
    regex: `^(\\.\\./)+(packages/)?(${PACKAGES.filter((name) => name !== own).join('|')})/(src|dist)(/|$)`,
    message: "Import another package through its public entry (@edupassport/<name>), never by a path into its folder.",
  },
];

/** The imports `pkg` may not make: every package it does not sit above (itself too, unless `self`), and deep paths. */
const graphPatterns = (pkg, { self }) => [
  ...PACKAGES.filter((name) => !PACKAGE_GRAPH[pkg].includes(name) && (name !== pkg || !self)).map((name) => ({
    group: [`@edupassport/${name}`, `@edupassport/${name}/**`],
    message:
      name === pkg
        ? `${pkg} imports its own modules by relative path: its build does not resolve its own name.`
        : pkg === 'internal'
          ? 'internal sits below the whole kit and imports none of it; what needs a package lives in that package.'
          : `The package graph is ${GRAPH_TEXT}: ${pkg} may import only ${PACKAGE_GRAPH[pkg].join(', ')}.`,
  })),
  ...deepImports(pkg),
];

/** One `no-restricted-imports` setting: in flat config a later block replaces the rule's options, never merges them. */
const restrictImports = (patterns) => ['error', { paths: [styledDefault], patterns }];

/** What the headless entries and api-client add to the graph, per package. */
const LAYER_PATTERNS = {
  headless: [{ group: ['styled-components'], message: 'headless entries never import styled-components.' }],
  apiClient: [{ group: ['react', 'react-dom', 'styled-components'], message: 'api-client has no React.' }],
};

/** Per package: its source files, then its production files (no self-import), then its headless entry. */
const packageGraphBlocks = PACKAGES.flatMap((pkg) => {
  const layer = pkg === 'api-client' ? LAYER_PATTERNS.apiClient : [];
  return [
    { files: [`packages/${pkg}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': restrictImports([...graphPatterns(pkg, { self: true }), ...layer]) } },
    {
      files: [`packages/${pkg}/**/*.{ts,tsx}`],
      ignores: STORY_AND_TEST_FILES,
      rules: { 'no-restricted-imports': restrictImports([...graphPatterns(pkg, { self: false }), ...layer]) },
    },
    {
      files: [`packages/${pkg}/src/headless.ts`],
      rules: { 'no-restricted-imports': restrictImports([...graphPatterns(pkg, { self: false }), ...layer, ...LAYER_PATTERNS.headless]) },
    },
  ];
});

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
      'no-restricted-imports': restrictImports([]),
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
  // The package graph, per package; the styling-free entries never reach styled-components, and api-client is
  // framework-free.
  ...packageGraphBlocks,
  {
    // The demo is a host: any package, through its public entry only.
    files: ['apps/demo/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports([
        { group: ['@edupassport/internal', '@edupassport/internal/**'], message: 'internal is private to the kit: a host never has it.' },
        ...deepImports(null),
      ]),
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '.size-limit.js', '*.config.{js,ts}', '.storybook/**/*.ts', 'workspace-aliases.ts', 'rollup.shared.mjs', 'packages/*/rollup.config.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
