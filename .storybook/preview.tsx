import type { Preview } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { handlers, serviceHandlers } from '@edupassport/api-client/mocks';
import { resetStoryWorld, withEdu, type MockMode } from './edu';
import { findTargetSizeProblems } from './targetSize';

// Cards load their dialogs on demand; on a busy 2-core CI machine the first chunk can take longer than the
// default second of findBy/waitFor, so the play functions wait up to 5 s (they still end as soon as it appears).
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withEdu],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      // Unhandled requests (assets, Storybook's own) pass through.
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  beforeEach: ({ parameters, globals }) => {
    resetStoryWorld(parameters.session, globals.mockMode as MockMode | undefined);
  },
  // Every pointer target is 24 × 24 px or spaced as if it were, measured when the story has played (see targetSize.ts).
  // In the stories' test run only (the Storybook vitest plugin sets VITEST_STORYBOOK), not in the visual project.
  afterEach: ({ parameters, viewMode }) => {
    const env = (import.meta as { env?: Record<string, string | undefined> }).env;
    if (env?.VITEST_STORYBOOK === undefined || viewMode !== 'story' || parameters.a11y?.test === 'off') return;
    const problems = findTargetSizeProblems();
    if (problems.length > 0) {
      const list = problems.map((p) => `${p.target} is ${p.width}×${p.height} px and its 24 px circle meets ${p.clashesWith}`);
      throw new Error(`Targets under 24 × 24 px without the spacing the criterion allows:\n${list.join('\n')}`);
    }
  },
  globalTypes: {
    theme: {
      description: 'Colour theme of the kit',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System (follows the OS)' },
        ],
        dynamicTitle: true,
      },
    },
    // The page around the kit: the preview's own, or a host page's CSS (test-support/host-pages).
    host: {
      description: 'The host page the kit sits on',
      toolbar: {
        title: 'Host page',
        icon: 'browser',
        items: [
          { value: '', title: 'None (the preview)' },
          { value: 'vite', title: 'Vite scaffold (follows the OS)' },
          { value: 'vite-dark', title: 'Vite scaffold, OS dark mode' },
          { value: 'next', title: 'Next.js scaffold (follows the OS)' },
          { value: 'next-dark', title: 'Next.js scaffold, OS dark mode' },
        ],
        dynamicTitle: true,
      },
    },
    // The readers' language (EduProvider locale): the kit's catalogs, or the pseudo-locale (test-support/pseudoLocale).
    locale: {
      description: 'The language the kit speaks (EduProvider locale)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ar', title: 'العربية (ar)' },
          { value: 'ar-SA', title: 'العربية (ar-SA)' },
          { value: 'fr', title: 'Français' },
          { value: 'es', title: 'Español' },
          { value: 'pseudo', title: 'Pseudo (accented, 40% longer)' },
        ],
        dynamicTitle: true,
      },
    },
    // The reading direction (EduProvider dir): the locale's own, or forced either way.
    dir: {
      description: 'The reading direction (EduProvider dir)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'From the language' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    // A story sets it with `globals: { mockMode: 'realistic' }`.
    mockMode: {
      description: 'How the mock backend answers: as the spec shows, or as a real server does',
      toolbar: {
        title: 'Mock backend',
        icon: 'database',
        items: [
          { value: 'lenient', title: 'Lenient' },
          { value: 'realistic', title: 'Realistic' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', mockMode: 'lenient', locale: 'en', dir: 'auto' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story talks to the stateful mock backend; a story overrides a group by name.
    // The mock data's pictures (`/pictures/*.svg`) fail at once, as no network would: stories show the kit's picture
    // fallbacks, the same on every machine. A story wanting them drawn sets `msw.handlers.pictures: pictureHandlers`.
    msw: { handlers: { api: handlers, services: serviceHandlers, pictures: [http.get('*/pictures/:file', () => new HttpResponse(null, { status: 404 }))] } },
    // Any axe violation fails the story test. axe leaves `target-size` (WCAG 2.2 AA) off unless asked.
    a11y: { test: 'error', config: { rules: [{ id: 'target-size', enabled: true }] } },
  },
};

export default preview;
