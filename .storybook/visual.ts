import { commands, page, userEvent, type Locator } from 'vitest/browser';
import './windowSize';
import { afterEach } from 'vitest';

/** A composed story (composeStories from '@storybook/react-vite'): run() loads, renders and plays it. */
export interface RunnableStory {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
}

const canvases: HTMLElement[] = [];
/** The viewport of the visual project (vitest.config.ts) and the window it sits in (playwright's default). */
const DEFAULT_VIEWPORT = { width: 1024, height: 768 };
const DEFAULT_WINDOW = { width: 1280, height: 720 };
let viewportChanged = false;
afterEach(async () => {
  for (const canvas of canvases.splice(0)) canvas.remove();
  if (viewportChanged) {
    viewportChanged = false;
    await commands.setWindowSize(DEFAULT_WINDOW.width, DEFAULT_WINDOW.height);
    await page.viewport(DEFAULT_VIEWPORT.width, DEFAULT_VIEWPORT.height);
  }
});

/**
 * Runs a page-wide story on a screen `width` px wide (a phone at 412, a desktop at 1280), so the page lays out as it
 * does there, then makes the screen as tall as the page: the locator's picture holds the page's full height at its
 * real size (vitest scales a frame larger than its window down, so the window grows with it).
 */
export async function runPage(Story: RunnableStory, width: number): Promise<Locator> {
  viewportChanged = true;
  await page.viewport(width, DEFAULT_VIEWPORT.height);
  const root = await runStory(Story, { width });
  const height = Math.ceil(document.documentElement.scrollHeight);
  await commands.setWindowSize(Math.max(width, DEFAULT_WINDOW.width), height);
  await page.viewport(width, height);
  await settle();
  return root;
}

/**
 * Runs a story (loaders, the world reset, render, play) in a canvas of its own, `width` px wide when given
 * (cards are laid out at their usual column width), and returns a locator on the story's root: the global
 * decorator's themed box.
 */
export async function runStory(Story: RunnableStory, { width }: { width?: number } = {}): Promise<Locator> {
  const canvas = document.createElement('div');
  if (width) canvas.style.width = `${width}px`;
  document.body.append(canvas);
  canvases.push(canvas);
  await Story.run({ canvasElement: canvas });
  await settle();
  let root = canvas.firstElementChild;
  // The provider's theme element has no box of its own (display: contents): the picture is of what it wraps.
  while (root instanceof HTMLElement && getComputedStyle(root).display === 'contents') root = root.firstElementChild;
  if (!(root instanceof HTMLElement)) throw new Error('The story rendered nothing.');
  return page.elementLocator(root);
}

/** Leaves no hover or focus from the play function, and no webfont still swapping in, in the picture. */
export async function settle() {
  const active = document.activeElement;
  if (active instanceof HTMLElement) active.blur();
  await userEvent.hover(page.elementLocator(document.body), { position: { x: 1, y: 1 } });
  await document.fonts.ready;
}
