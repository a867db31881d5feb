import { composeStories } from '@storybook/react-vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import * as ButtonStories from '../../packages/ui/src/Button/Button.stories';
import * as CardStories from '../../packages/ui/src/Card/Card.stories';
import * as CheckboxStories from '../../packages/ui/src/Checkbox/Checkbox.stories';
import * as FavouriteToggleStories from '../../packages/ui/src/FavouriteToggle/FavouriteToggle.stories';
import * as RadioGroupStories from '../../packages/ui/src/RadioGroup/RadioGroup.stories';
import * as ReactionPickerStories from '../../packages/ui/src/ReactionPicker/ReactionPicker.stories';
import * as SwitchStories from '../../packages/ui/src/Switch/Switch.stories';
import * as TabsStories from '../../packages/ui/src/Tabs/Tabs.stories';
import * as TextFieldStories from '../../packages/ui/src/TextField/TextField.stories';
import * as PostCardStories from '../../packages/feed/src/PostCard/PostCard.stories';
import * as EducatorProfilePageStories from '../../packages/profiles/src/EducatorProfilePage/EducatorProfilePage.stories';
import * as DialogStories from '../../packages/ui/src/Dialog/Dialog.stories';
import { runStory, settle } from '../../.storybook/visual';
import { drawn, drawnBorders, focusOutline, look } from './look';
import { expectFocusRing, focusCases, tabTo } from './focusRing';

const Button = composeStories(ButtonStories);
const Card = composeStories(CardStories);
const Checkbox = composeStories(CheckboxStories);
const FavouriteToggle = composeStories(FavouriteToggleStories);
const RadioGroup = composeStories(RadioGroupStories);
const ReactionPicker = composeStories(ReactionPickerStories);
const Switch = composeStories(SwitchStories);
const Tabs = composeStories(TabsStories);
const TextField = composeStories(TextFieldStories);
const PostCard = composeStories(PostCardStories);
const EducatorProfilePage = composeStories(EducatorProfilePageStories);
const Dialog = composeStories(DialogStories);

// Windows High Contrast: the browser replaces every colour with the user's system colours and drops box-shadows,
// so a state told only by a tint or a shadow disappears. The computed styles below are the forced ones.
beforeAll(() => commands.emulateMedia({ forcedColors: 'active' }));
afterAll(() => commands.emulateMedia({ forcedColors: 'none' }));

/** How a control looks before and after a press, with no focus or hover left on it either time. */
async function lookAcrossClick(control: HTMLElement, drawn: Element): Promise<[string[], string[]]> {
  await settle();
  const before = look(drawn);
  await userEvent.click(control);
  await settle();
  return [before, look(drawn)];
}

describe('forced colours: every state stays visible', () => {
  test('the current reaction in the picker differs from the others', async () => {
    // The story opens the picker on the current reaction.
    await runStory(ReactionPicker.WithCurrentReaction);
    const options = page.getByRole('menuitemradio').elements();
    const current = options.find((option) => option.getAttribute('aria-checked') === 'true');
    // Focus on a third emoji, so that neither compared one shows the focus ring.
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.hover(page.elementLocator(document.body), { position: { x: 1, y: 1 } });
    const other = options.find((option) => option !== current && option !== document.activeElement);
    if (!current || !other) throw new Error('The picker shows no current and other reaction.');
    expect(look(current)).not.toEqual(look(other));
  });

  test('a poll after voting: the vote is marked, and every share bar is drawn', async () => {
    const root = await runStory(PostCard.PollVote);
    // The choices: the groups that draw a share bar.
    const groups = root.getByRole('group').elements().filter((group) => group.querySelector(':scope > [data-part="share"]'));
    const mine = groups.find((group) => group.hasAttribute('data-mine'));
    const other = groups.find((group) => !group.hasAttribute('data-mine'));
    if (!mine || !other) throw new Error('The poll shows no marked and unmarked choice.');
    expect(look(mine)).not.toEqual(look(other));
    for (const group of groups) {
      const bar = group.querySelector(':scope > [data-part="share"]') as Element;
      const drawn = drawnBorders(bar).length > 0 || getComputedStyle(bar).backgroundColor !== getComputedStyle(group).backgroundColor;
      expect(drawn, `the share bar of "${group.getAttribute('aria-label')}"`).toBe(true);
    }
  });

  test.each([
    ['switch', Switch.Off, 'switch'],
    ['checkbox', Checkbox.Checked, 'checkbox'],
    ['favourite toggle', FavouriteToggle.Off, 'button'],
  ] as const)('a %s looks different on and off', async (_name, Story, role) => {
    const root = await runStory(Story);
    const control = root.getByRole(role).element() as HTMLElement;
    // A switch's thumb and a checkbox's tick are drawn beside the input, in the control around it.
    const [before, after] = await lookAcrossClick(control, control.closest('[data-part="control"]') ?? control);
    expect(after).not.toEqual(before);
    // A switch's thumb tells on from off by where it is: it must be drawn to be seen.
    const thumb = control.parentElement?.querySelector('[data-part="thumb"]');
    if (thumb) expect(drawn(thumb)).toBe(true);
  });

  test('the checked radio differs from the others', async () => {
    const root = await runStory(RadioGroup.Filled);
    const checked = root.getByRole('radio', { name: 'Hybrid' }).element();
    const other = root.getByRole('radio', { name: 'Remote' }).element();
    expect(look(checked)).not.toEqual(look(other));
  });

  test('the selected tab differs from the others', async () => {
    const root = await runStory(Tabs.Automatic);
    await settle();
    const [selected, other] = ['true', 'false'].map((value) =>
      root.getByRole('tab').elements().find((tab) => tab.getAttribute('aria-selected') === value),
    );
    if (!selected || !other) throw new Error('No selected and unselected tab.');
    expect(look(selected)).not.toEqual(look(other));
  });

  test('a disabled button differs from an enabled one', async () => {
    const disabled = (await runStory(Button.Disabled)).getByRole('button').element();
    const enabled = (await runStory(Button.Primary)).getByRole('button').element();
    expect(look(disabled)).not.toEqual(look(enabled));
  });

  test.each([
    ['a primary button', Button.Primary, 'button'],
    ['an outline button', Button.Outline, 'button'],
    ['a text field', TextField.Empty, 'textbox'],
  ] as const)('%s keeps its border', async (_name, Story, role) => {
    const root = await runStory(Story, { width: 360 });
    const control = root.getByRole(role).element();
    // A text field's border is on the shell around its input.
    const box = role === 'textbox' ? control.parentElement : control;
    expect(box && drawnBorders(box)).toEqual(['top', 'right', 'bottom', 'left']);
  });

  test('a dialog keeps an edge', async () => {
    await runStory(Dialog.Small);
    expect(drawnBorders(page.getByRole('dialog').element())).toEqual(['top', 'right', 'bottom', 'left']);
  });

  test('a card keeps its border', async () => {
    const root = await runStory(Card.JobCard, { width: 480 });
    const card = root.getByRole('article').element();
    expect(drawnBorders(card)).toEqual(['top', 'right', 'bottom', 'left']);
  });

  test.each(focusCases)('keyboard focus on %s draws an outline', (_name, Story, role, name) => expectFocusRing(Story, role, name));

  test('keyboard focus on a card link marks the card', async () => {
    // The story checks the focus colours of the normal mode: forced colours come after it.
    await commands.emulateMedia({ forcedColors: 'none' });
    const root = await runStory(Card.InteractiveList, { width: 480 });
    await commands.emulateMedia({ forcedColors: 'active' });
    const link = root.getByRole('link').first().element() as HTMLElement;
    const card = link.closest('li');
    if (!card) throw new Error('The link is in no card.');
    await settle();
    // The card itself, not the link's own outline inside it.
    const before = look(card, { deep: false });
    await tabTo(link);
    expect(focusOutline(link)?.width).toBeGreaterThanOrEqual(2);
    expect(look(card, { deep: false })).not.toEqual(before);
  });
});

describe('forced colours: pictures', () => {
  test('forced-post-card', async () => {
    const root = await runStory(PostCard.AnnouncementOther, { width: 560 });
    await expect.element(root.getByRole('article').first()).toMatchScreenshot('forced-post-card');
  });

  test('forced-poll-voted', async () => {
    const root = await runStory(PostCard.PollVote, { width: 560 });
    await expect.element(root.getByRole('article').first()).toMatchScreenshot('forced-poll-voted');
  });

  test('forced-dialog-with-listbox', async () => {
    // The story ends with the dialog closed: it is opened again, with its Subject list.
    const root = await runStory(Dialog.EscapeOnSelect);
    await userEvent.click(root.getByRole('button', { name: 'Add position' }));
    const dialog = page.getByRole('dialog', { name: 'Add position' });
    await userEvent.click(dialog.getByRole('combobox', { name: 'Subject' }));
    await expect.element(dialog.getByRole('listbox', { name: 'Subject' })).toBeVisible();
    await expect.element(dialog).toMatchScreenshot('forced-dialog-with-listbox');
  });

  test('forced-educator-profile', async () => {
    // A phone's width, and tall enough that the whole page is in the picture.
    await page.viewport(412, 3000);
    try {
      const root = await runStory(EducatorProfilePage.Visitor, { width: 412 });
      await expect.element(root.getByRole('heading', { name: 'Endorsements' })).toBeVisible();
      await expect.element(root).toMatchScreenshot('forced-educator-profile');
    } finally {
      await page.viewport(1024, 768);
    }
  });
});
