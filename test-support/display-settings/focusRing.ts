import { expect } from 'vitest';
import { userEvent } from 'vitest/browser';
import { composeStories } from '@storybook/react-vite';
import * as ButtonStories from '../../packages/ui/src/Button/Button.stories';
import * as CheckboxStories from '../../packages/ui/src/Checkbox/Checkbox.stories';
import * as FavouriteToggleStories from '../../packages/ui/src/FavouriteToggle/FavouriteToggle.stories';
import * as MenuStories from '../../packages/ui/src/Menu/Menu.stories';
import * as ReactionPickerStories from '../../packages/ui/src/ReactionPicker/ReactionPicker.stories';
import * as SwitchStories from '../../packages/ui/src/Switch/Switch.stories';
import * as TabsStories from '../../packages/ui/src/Tabs/Tabs.stories';
import * as TextFieldStories from '../../packages/ui/src/TextField/TextField.stories';
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

/** The controls whose keyboard focus must show, in the normal and the forced colours: [name, story, role, its name]. */
export const focusCases = [
  ['a button', composeStories(ButtonStories).Primary, 'button', undefined],
  ['an icon button', composeStories(FavouriteToggleStories).Off, 'button', undefined],
  ['a menu button', composeStories(MenuStories).KeyboardNavigation, 'button', undefined],
  ['a text field', composeStories(TextFieldStories).Empty, 'textbox', undefined],
  ['a checkbox', composeStories(CheckboxStories).Unchecked, 'checkbox', undefined],
  ['a switch', composeStories(SwitchStories).Off, 'switch', undefined],
  ['a tab', composeStories(TabsStories).Automatic, 'tab', 'About'],
  ['a reaction trigger', composeStories(ReactionPickerStories).PostReactions, 'button', undefined],
] as const;
