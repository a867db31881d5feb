import { page, userEvent, type Locator } from 'vitest/browser';
import { afterEach } from 'vitest';

/** A composed story (composeStories from '@storybook/react-vite'): run() loads, renders and plays it. */
interface RunnableStory {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
}

const canvases: HTMLElement[] = [];
afterEach(() => {
  for (const canvas of canvases.splice(0)) canvas.remove();
});

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
