import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { EduThemeProvider, darkTheme, lightTheme } from '@edupassport/ui';


const withTheme: Decorator = (Story, context) => {
  const dark = context.globals.theme === 'dark';
  return (
    <EduThemeProvider theme={dark ? darkTheme : lightTheme}>
      <div
        data-edu-theme={dark ? 'dark' : 'light'}
        style={{ padding: 16, background: 'var(--edu-color-background)', color: 'var(--edu-color-text)' }}
      >
        <Story />
      </div>
    </EduThemeProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      // Unhandled requests pass through: stories that talk to the API register their handlers.
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme of the kit',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story test.
    a11y: { test: 'error' },
  },
};

export default preview;
