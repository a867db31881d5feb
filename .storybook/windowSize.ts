import type { BrowserCommand } from 'vitest/node';

/**
 * A browser command (vitest.config.ts, `visual` project): sizes the window the test frame sits in. Vitest scales the
 * frame down to fit that window, so a page-wide picture (.storybook/visual.ts `runPage`) makes the window as large as
 * the page first: the picture is then full height at its real pixel size.
 */
export const setWindowSize: BrowserCommand<[number, number]> = async (context, width, height) => {
  if (!('page' in context)) throw new Error('setWindowSize needs the playwright provider.');
  await (context.page as { setViewportSize: (size: { width: number; height: number }) => Promise<void> }).setViewportSize({ width, height });
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    setWindowSize: (width: number, height: number) => Promise<void>;
  }
}
