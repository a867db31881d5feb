import { expect } from 'vitest';
import { userEvent } from 'vitest/browser';
import { runStory, type RunnableStory } from '../../.storybook/visual';
import { focusOutline } from './look';

/** Tabs until `element` has keyboard focus (at most 40 stops). */
export async function tabTo(element: HTMLElement): Promise<void> {
  for (let stop = 0; stop < 40 && document.activeElement !== element; stop++) await userEvent.tab();
  expect(document.activeElement).toBe(element);
}

/** Renders the story, tabs to its first control of `role` (and `name`), and expects a focus outline of 2 px or more. */
export async function expectFocusRing(Story: RunnableStory, role: string, name?: string): Promise<void> {
  const root = await runStory(Story, { width: 360 });
  const target = root.getByRole(role as Parameters<typeof root.getByRole>[0], name ? { name } : {}).first().element() as HTMLElement;
  await tabTo(target);
  expect(focusOutline(target)?.width ?? 0).toBeGreaterThanOrEqual(2);
}
