import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import type { BrowserConfigOptions } from 'vitest/node';
import { sourceAliases } from './workspace-aliases.ts';
import { chromiumArgs, chromiumIgnoredDefaults, chromiumPath } from './test-support/chromium.ts';
import { setWindowSize } from './.storybook/windowSize.ts';
import { emulateMedia } from './test-support/displaySettings.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Pre-bundle every dependency up front: one discovered mid-run makes Vite reload the page and fail the tests.
const prebundled = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'styled-components', 'downshift', '@floating-ui/react-dom', 'date-fns', 'dompurify', 'zod', 'zod/mini', 'msw', 'msw/browser', 'msw-storybook-addon/csf3', 'prosemirror-state', 'prosemirror-view', 'prosemirror-model', 'prosemirror-commands', 'prosemirror-history', 'prosemirror-keymap', 'prosemirror-schema-basic', 'prosemirror-schema-list', 'html-to-image', 'react-easy-crop'];

/**
 * styled-components outside production adds each rule as text to its <style>, and jsdom parses the whole sheet again
 * at every addition; the unit files share one jsdom, so the sheet only grows. Its "speedy" mode (production's) adds
 * rules with `insertRule`, parsed one by one: the unit project alone took 128 s with text, 91 s with this.
 */
const unitEnv = { SC_DISABLE_SPEEDY: 'false' };
/** The parts the stories and pictures load on demand, which Vite's warmup does not reach by following static imports. */
const onDemandParts = [
  'packages/*/src/clickDialogs.ts',
  'packages/feed/src/PostActions/PostComments.tsx',
  'packages/profiles/src/CompanyHeader/CompanyInformationDialog.tsx',
  'packages/ui/src/RichTextEditor/EditorCore.tsx',
  'packages/ui/src/ImageCropDialog/CropArea.tsx',
  'packages/ui/src/ShareImageDialog/shareImageCore.ts',
  'packages/*/src/messages/locales/{ar,es,fr}.ts',
];
/**
 * In the whole run (`npm test` sets EDU_WARM_STORIES), a browser project's files and what they import are transformed
 * as soon as its server starts (while the groups before it run), instead of when its first pages ask for them. Vite
 * follows only static imports: the parts loaded on demand are listed, or the first test that opens one compiles it
 * inside its 5 s. A run of a few files transforms only what they need.
 */
const warmed = (files: string[]) => (process.env.EDU_WARM_STORIES ? { warmup: { clientFiles: [...files, ...onDemandParts] } } : {});
/** How many journey files run at once (EDU_JOURNEY_LANES): one browser each; default two, a core each. */
const journeyLanes = Math.max(1, Number(process.env.EDU_JOURNEY_LANES) || 2);

const unitFiles = [
  'packages/*/src/**/*.test.{ts,tsx}',
  'apps/demo/src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.{ts,mjs}',
  // Suites over every package (the conformance suite): they import all of them, so they live outside any one.
  'test-support/**/*.test.{ts,tsx}',
];
// Files that replace modules (vi.mock) or assert what a server renders before any on-demand part was loaded: they
// need a module graph of their own.
const needFreshModules = [
  'packages/api-client/src/admin.test.ts',
  'packages/api-client/src/linkPreview.test.ts',
  'packages/api-client/src/contract.test.ts',
  'packages/api-client/src/upload.test.ts',
  'packages/api-client/src/mocks/lazySeed.test.ts',
  'apps/demo/src/mocks/prepare.test.ts',
  'packages/opportunities/src/hooks/actions.test.tsx',
  'packages/ui/src/ShareImageDialog/loadHtmlToImage.test.ts',
  'packages/ui/src/theme/noStyleAttributes.test.tsx',
];

// The browser of the picture projects (visual, display-settings): the same Chromium, locale, clock zone and comparator,
// so a picture taken in one means the same in the other. A new object for each: vitest names a project's instances in place.
const pictureBrowser = (): BrowserConfigOptions => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: chromiumPath,
      // Every outside host fails at once, network or not: pictures always show their fallbacks, never a photo.
      args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
      ignoreDefaultArgs: chromiumIgnoredDefaults,
    },
    // Dates and numbers formatted the same on every machine.
    contextOptions: { locale: 'en-GB', timezoneId: 'UTC', reducedMotion: 'reduce', colorScheme: 'light' },
  }),
  instances: [{ browser: 'chromium' }],
  viewport: { width: 1024, height: 768 },
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      // Not __screenshots__, which .gitignore keeps for failure pictures: the baselines are committed.
      resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, browserName, platform, ext }) =>
        path.join(root, testFileDirectory, '__baselines__', testFileName, `${arg}-${browserName}-${platform}${ext}`),
      comparatorName: 'pixelmatch',
      // Anti-aliased pixels are left out by pixelmatch; the 40 spare pixels absorb stray noise of the same
      // Chromium. The low threshold (default 0.1) still sees a token moved by one shade (#1d4ed8 to #1e40af
      // is 0.07), and a changed label or spacing moves hundreds of pixels.
      comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 40 },
    },
  },
});

export default defineConfig({
  plugins: [react()],
  resolve: { alias: sourceAliases },
  test: {
    // Nothing is retried, in CI or locally: a test that fails once says so. Tests bound to a moment (a message shown
    // for 3 s, a debounce) drive the clock or wait for what the user sees, never for an amount of time.
    retry: 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          env: unitEnv,
          // One jsdom and one module graph per worker, shared by its files: a fresh environment and fresh imports
          // for each of ~150 files cost more than all their tests. vitest.setup.ts resets what a file may leave
          // behind (the mock store, storage, the DOM); files that need their own modules run in 'unit-isolated'.
          environment: 'jsdom',
          isolate: false,
          include: unitFiles,
          exclude: needFreshModules,
          setupFiles: ['./vitest.setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          env: unitEnv,
          environment: 'jsdom',
          include: needFreshModules,
          setupFiles: ['./vitest.setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps: {
          entries: ['packages/*/src/**/*.stories.tsx', '.storybook/preview.tsx'],
          include: prebundled,
        },
        server: warmed(['packages/*/src/**/*.stories.tsx', '.storybook/preview.tsx', '.storybook/stories.setup.ts']),
        test: {
          name: 'storybook',
          // The share image benchmark is a story to run by hand (tagged !test): listed here, it would show as a skipped file.
          exclude: [...configDefaults.exclude, 'packages/ui/src/ShareImageDialog/ShareImageBenchmark.stories.tsx'],
          isolate: false,
          setupFiles: ['./.storybook/stories.setup.ts'],
          // Two pages at a time, a core each (every story still starts from a reset mock world, see .storybook/edu.tsx).
          // Three used the waits on the mock backend and on animation frames on a faster machine (2 pages 328 s,
          // 3 pages 281 s, 4 pages 335 s), but on a slower one of the same kind eight long stories went past their 5 s.
          // Nothing runs beside them: with the journeys' browser beside them, long stories went past their 5 s.
          maxWorkers: 2,
          // A project with its own number of workers runs in a group of its own: after the pictures, alone.
          sequence: { groupOrder: 2 },
          // A story that takes seconds is slow for a cause (typing every key of a long text, a whole page): fix the cause.
          testTimeout: 5_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs, ignoreDefaultArgs: chromiumIgnoredDefaults },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
      {
        // Screenshot baselines of the key stories: packages/*/src/*.visual.tsx, their pictures in __baselines__ beside them.
        extends: true,
        // The MSW worker the stories' loader registers from the site root.
        publicDir: path.join(dirname, '.storybook/public'),
        optimizeDeps: { entries: ['packages/*/src/*.visual.tsx', '.storybook/visual.setup.ts'], include: prebundled },
        server: warmed(['packages/*/src/*.visual.tsx', '.storybook/visual.setup.ts']),
        test: {
          name: 'visual',
          // After the unit tests, one page at a time beside display-settings' (a core each): beside the unit tests'
          // jsdom, a slower machine of the same kind took the Arabic pages' first screenshots past their 5 s.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          include: ['packages/*/src/**/*.visual.tsx'],
          setupFiles: ['./.storybook/visual.setup.ts'],
          testTimeout: 5_000,
          // setWindowSize: a page-wide baseline is taken full height at its real size (.storybook/visual.ts runPage).
          browser: { ...pictureBrowser(), commands: { setWindowSize } },
        },
      },
      {
        // The user's display settings over the stories (test-support/display-settings): forced colours (Windows High
        // Contrast), reduced motion, and the text spacing of WCAG 1.4.12. The emulateMedia command switches media per test.
        extends: true,
        publicDir: path.join(dirname, '.storybook/public'),
        optimizeDeps: { entries: ['test-support/display-settings/*.display.tsx', '.storybook/visual.setup.ts'], include: prebundled },
        server: warmed(['test-support/display-settings/*.display.tsx', '.storybook/visual.setup.ts']),
        test: {
          name: 'display-settings',
          // With the pictures, after the unit tests (see visual).
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          include: ['test-support/display-settings/*.display.tsx'],
          setupFiles: ['./.storybook/visual.setup.ts'],
          testTimeout: 5_000,
          browser: { ...pictureBrowser(), commands: { emulateMedia, setWindowSize } },
        },
      },
      {
        // End-to-end journeys: the built demo (vite build + vite preview, apps/demo/e2e/globalSetup.ts) in the system Chromium.
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['apps/demo/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/demo/e2e/globalSetup.ts'],
          // Last and alone, two files at a time (a browser on each core); the build happens once, in the global
          // setup. Beside the stories, either side starved the other: a journey's on-demand page or a long story
          // went past its 5 s in CI runs. Alone in two lanes the journeys take about 4.7 min, one lane beside the
          // stories took 11 to 15.
          fileParallelism: journeyLanes > 1,
          maxWorkers: journeyLanes,
          sequence: { groupOrder: 3 },
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
