import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { runStory } from '../../../.storybook/visual';
import * as ProfileSummaryCardStories from './ProfileSummaryCard/ProfileSummaryCard.stories';

const ProfileSummaryCard = composeStories(ProfileSummaryCardStories);

describe('Profiles', () => {
  test('profile-summary-card-educator', async () => {
    const root = await runStory(ProfileSummaryCard.Educator, { width: 420 });
    await expect.element(root.getByRole('button', { name: 'Message Mateo Garcia' })).toBeVisible();
    await expect.element(root).toMatchScreenshot('profile-summary-card-educator');
  });

  test('profile-summary-card-business', async () => {
    const root = await runStory(ProfileSummaryCard.Business, { width: 420 });
    await expect.element(root.getByText('Startup (1-10 employees)')).toBeVisible();
    await expect.element(root).toMatchScreenshot('profile-summary-card-business');
  });
});
