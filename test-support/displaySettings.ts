import type { BrowserCommand } from 'vitest/node';

/** The media features a test may switch: what a user sets in the system (high contrast, less motion, dark mode). */
export interface DisplayMedia {
  forcedColors?: 'active' | 'none';
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
}

/**
 * A browser command (vitest.config.ts, `display-settings` project): emulates the user's display settings on the
 * tester page, whose frames the tests run in. A feature left out keeps its current value.
 */
export const emulateMedia: BrowserCommand<[DisplayMedia]> = async (context, media) => {
  if (!('page' in context)) throw new Error('emulateMedia needs the playwright provider.');
  await (context.page as { emulateMedia: (options: DisplayMedia) => Promise<void> }).emulateMedia(media);
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateMedia: (media: DisplayMedia) => Promise<void>;
  }
}
