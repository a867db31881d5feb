import { composeStories } from '@storybook/react-vite';
import { describe, test } from 'vitest';
import * as ButtonStories from '../../packages/ui/src/Button/Button.stories';
import * as CheckboxStories from '../../packages/ui/src/Checkbox/Checkbox.stories';
import * as ReactionPickerStories from '../../packages/ui/src/ReactionPicker/ReactionPicker.stories';
import * as SwitchStories from '../../packages/ui/src/Switch/Switch.stories';
import * as TabsStories from '../../packages/ui/src/Tabs/Tabs.stories';
import * as TextFieldStories from '../../packages/ui/src/TextField/TextField.stories';
import * as MenuStories from '../../packages/ui/src/Menu/Menu.stories';
import * as FavouriteToggleStories from '../../packages/ui/src/FavouriteToggle/FavouriteToggle.stories';
import { expectFocusRing } from './focusRing';

const Button = composeStories(ButtonStories);
const Checkbox = composeStories(CheckboxStories);
const ReactionPicker = composeStories(ReactionPickerStories);
const Switch = composeStories(SwitchStories);
const Tabs = composeStories(TabsStories);
const TextField = composeStories(TextFieldStories);
const Menu = composeStories(MenuStories);
const FavouriteToggle = composeStories(FavouriteToggleStories);

// WCAG 2.4.7 in the normal colours (forcedColors.display.tsx checks the same under forced colours): a keyboard user
// sees where the focus is, as an outline of at least 2 px around the control or the part that draws it.
describe('keyboard focus is visible', () => {
  test.each([
    ['a button', Button.Primary, 'button', undefined],
    ['an icon button', FavouriteToggle.Off, 'button', undefined],
    ['a menu button', Menu.KeyboardNavigation, 'button', undefined],
    ['a text field', TextField.Empty, 'textbox', undefined],
    ['a checkbox', Checkbox.Unchecked, 'checkbox', undefined],
    ['a switch', Switch.Off, 'switch', undefined],
    ['a tab', Tabs.Automatic, 'tab', 'About'],
    ['a reaction trigger', ReactionPicker.PostReactions, 'button', undefined],
  ] as const)('on %s: an outline of 2 px or more', (_name, Story, role, name) => expectFocusRing(Story, role, name));
});
