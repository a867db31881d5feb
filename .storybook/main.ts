import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceAliases } from '../workspace-aliases.ts';

const config: StorybookConfig = {
  // No package has an .mdx page (each component's docs page is generated from its stories); a pattern matching no
  // file is warned about on every start and every story test run.
  stories: ['./*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js lives here; msw-storybook-addon registers it from the site root.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, { resolve: { alias: sourceAliases } });
  },
};

export default config;
