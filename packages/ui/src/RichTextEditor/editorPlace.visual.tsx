import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import * as RichTextEditorStories from './RichTextEditor.stories';

const { Empty, Required } = composeStories(RichTextEditorStories);

/** Renders a story `width` px wide and records its editor's height while loading and once ready. */
async function heightsOf(Story: typeof Empty, width: number): Promise<Record<string, number>> {
  const canvas = document.createElement('div');
  canvas.style.width = `${width}px`;
  document.body.append(canvas);
  const heights: Record<string, number> = {};
  const observer = new MutationObserver(() => {
    const root = canvas.querySelector('[data-state="loading"], [data-state="ready"]');
    const state = root?.getAttribute('data-state');
    if (root && state && !(state in heights)) heights[state] = root.getBoundingClientRect().height;
  });
  observer.observe(canvas, { subtree: true, childList: true, attributes: true });
  try {
    await Story.run({ canvasElement: canvas });
    await expect.poll(() => heights.ready).toBeDefined();
    return heights;
  } finally {
    observer.disconnect();
    canvas.remove();
  }
}

// The editor downloads on its first render in this file's fresh page: what shows meanwhile must take the room the
// editor then takes, narrow (its toolbar on two rows) and wide, or the dialog around it jumps when it arrives.
test('the loading editor holds the editor’s place, narrow and wide', async () => {
  const [narrow, wide] = await Promise.all([heightsOf(Empty, 332), heightsOf(Required, 752)]);
  for (const heights of [narrow, wide]) {
    expect(heights.loading).toBeGreaterThan(100);
    expect(Math.abs(heights.loading! - heights.ready!)).toBeLessThanOrEqual(1);
  }
  expect(narrow.ready).toBeGreaterThan(wide.ready!);
});
