import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceAliases } from './workspace-aliases.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The system Chromium (Debian's package): no browser is ever downloaded. scripts/test.mjs finds or installs it.
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: sourceAliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/demo/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
          setupFiles: ['./vitest.setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          // Type tests (*.test-d.ts): the public generic types, checked by tsc through vitest's typecheck mode.
          name: 'types',
          // Errors outside the type tests are the typecheck step's to report, not these tests'.
          typecheck: { enabled: true, only: true, include: ['packages/*/src/**/*.test-d.ts'], tsconfig: './tsconfig.json', ignoreSourceErrors: true },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundle every dependency up front: one discovered mid-run makes Vite reload the page and fail the tests.
        optimizeDeps: {
          entries: ['packages/*/src/**/*.stories.tsx', '.storybook/preview.tsx'],
          include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'styled-components', 'downshift', 'date-fns', 'dompurify', 'zod', 'msw', 'msw/browser', 'msw-storybook-addon/csf3', 'prosemirror-state', 'prosemirror-view', 'prosemirror-model', 'prosemirror-commands', 'prosemirror-history', 'prosemirror-keymap', 'prosemirror-schema-basic', 'prosemirror-schema-list', 'html-to-image', 'react-easy-crop'],
        },
        test: {
          name: 'storybook',
          // Stories that generate images or crop in a canvas take seconds on a busy 2-core CI machine.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath,
                // Root on a closed network: no sandbox, and no background calls home that would be refused.
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-dev-shm-usage',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
      {
        // End-to-end journeys: the built demo (vite build + vite preview, apps/demo/e2e/globalSetup.ts) in the system Chromium.
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['apps/demo/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/demo/e2e/globalSetup.ts'],
          // One browser at a time on a shared 2-core machine; the build happens once, in the global setup.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
