import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as AdminSidebarMenuStories from '../../packages/admin-kit/src/AdminSidebarMenu/AdminSidebarMenu.stories';
import * as PostCardStories from '../../packages/feed/src/PostCard/PostCard.stories';
import * as ButtonStories from '../../packages/ui/src/Button/Button.stories';
import * as CardStories from '../../packages/ui/src/Card/Card.stories';
import * as CarouselStories from '../../packages/ui/src/Carousel/Carousel.stories';
import * as ReactionPickerStories from '../../packages/ui/src/ReactionPicker/ReactionPicker.stories';
import * as SelectStories from '../../packages/ui/src/Select/Select.stories';
import * as SkeletonStories from '../../packages/ui/src/Skeleton/Skeleton.stories';
import * as SwitchStories from '../../packages/ui/src/Switch/Switch.stories';
import * as ToastStories from '../../packages/ui/src/Toast/ToastRegion.stories';
import { runStory } from '../../.storybook/visual';

const AdminSidebarMenu = composeStories(AdminSidebarMenuStories);
const PostCard = composeStories(PostCardStories);
const Button = composeStories(ButtonStories);
const Card = composeStories(CardStories);
const Carousel = composeStories(CarouselStories);
const ReactionPicker = composeStories(ReactionPickerStories);
const Select = composeStories(SelectStories);
const Skeleton = composeStories(SkeletonStories);
const Switch = composeStories(SwitchStories);
const Toast = composeStories(ToastStories);

// The project's browser asks for less motion (prefers-reduced-motion: reduce), as a user's system setting does.
const STILL = 0.01;

/** Every transition or animation the page's elements (and their ::before/::after) would run, longer than STILL. */
function motionsLeft(): string[] {
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && style.content === 'none') continue;
      const name = `${element.tagName.toLowerCase()}${element.getAttribute('data-part') ? `[${element.getAttribute('data-part')}]` : ''}${pseudo ?? ''}`;
      const transitions = style.transitionDuration.split(',').map((d) => parseFloat(d));
      if (style.transitionProperty !== 'none' && transitions.some((d) => d > STILL)) found.push(`${name} transition ${style.transitionDuration}`);
      const animations = style.animationDuration.split(',').map((d) => parseFloat(d));
      if (style.animationName !== 'none' && animations.some((d) => d > STILL)) found.push(`${name} animation ${style.animationName}`);
    }
  }
  // What is running now, whatever its source (a Web Animation started from script too).
  for (const animation of document.getAnimations()) {
    const timing = animation.effect?.getComputedTiming();
    if (animation.playState === 'running' && Number(timing?.duration) > STILL * 1000) found.push(`running ${animation.constructor.name}`);
  }
  return found;
}

describe('reduced motion: nothing moves', () => {
  test.each([
    ['skeletons', Skeleton.FeedPostLoading],
    ['a loading button', Button.Loading],
    ['a switch turned on', Switch.SpaceToggles],
    ['a poll after voting', PostCard.PollVote],
    ['the reaction picker', ReactionPicker.WithCurrentReaction],
    ['a carousel with dots', Carousel.Dots],
    ['an open select', Select.MouseSelection],
    ['toasts', Toast.SuccessAndError],
    ['the admin menu collapsed', AdminSidebarMenu.Collapsed],
    ['interactive cards', Card.InteractiveList],
  ])('%s', async (_name, Story) => {
    await runStory(Story, { width: 480 });
    // Hover something that reacts to it, so a hover transition would be caught too.
    const hoverable = document.querySelector('[data-interactive], button');
    if (hoverable) await userEvent.hover(page.elementLocator(hoverable));
    expect(motionsLeft()).toEqual([]);
  });
});
