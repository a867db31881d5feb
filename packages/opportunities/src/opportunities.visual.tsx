import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { runStory } from '../../../.storybook/visual';
import * as DealCardStories from './DealCard/DealCard.stories';
import * as EventCardStories from './EventCard/EventCard.stories';
import * as JobCardStories from './JobCard/JobCard.stories';

const JobCard = composeStories(JobCardStories);
const EventCard = composeStories(EventCardStories);
const DealCard = composeStories(DealCardStories);

describe('Opportunities', () => {
  test.each([
    ['job-card', JobCard.Public, 'Physics Tutor'],
    ['job-card-long-text', JobCard.LongText, 'Head of Mathematics and Computing Faculty'],
    ['job-card-dark', JobCard.Dark, 'Physics Tutor'],
    ['event-card', EventCard.Visitor, 'Early Years Conference'],
    ['event-card-owner-draft', EventCard.OwnerDraft, null],
    ['event-card-broken-cover', EventCard.BrokenCover, null],
    ['deal-card', DealCard.Default, 'Half-price CPD course'],
    ['deal-card-no-picture', DealCard.NoPicture, null],
  ])('%s', async (name, Story, title) => {
    const root = await runStory(Story);
    const card = root.getByRole('article');
    if (title) await expect.element(card.getByText(title, { exact: false }).first()).toBeVisible();
    else await expect.element(card).toBeVisible();
    await expect.element(card).toMatchScreenshot(name);
  });
});
