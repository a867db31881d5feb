import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { runPage, runStory } from '../../../.storybook/visual';
import * as BusinessProfilePageStories from './BusinessProfilePage/BusinessProfilePage.stories';
import * as EducatorProfilePageStories from './EducatorProfilePage/EducatorProfilePage.stories';
import * as ProfileSummaryCardStories from './ProfileSummaryCard/ProfileSummaryCard.stories';

const ProfileSummaryCard = composeStories(ProfileSummaryCardStories);
const EducatorProfilePage = composeStories(EducatorProfilePageStories);
const BusinessProfilePage = composeStories(BusinessProfilePageStories);

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

  // Whole pages on a phone and a desktop: every card stays inside its section (the endorsement and work cards once
  // stuck out below their carousel), full height.
  test.each([412, 1280])('educator-profile-page-%i', async (width) => {
    const root = await runPage(EducatorProfilePage.Visitor, width);
    await expect.element(root.getByRole('heading', { name: 'Endorsements' })).toBeVisible();
    await expect.element(root).toMatchScreenshot(`educator-profile-page-${width}`);
  });

  test.each([412, 1280])('business-profile-page-%i', async (width) => {
    const root = await runPage(BusinessProfilePage.Owner, width);
    await expect.element(root.getByRole('heading', { name: 'Links' })).toBeVisible();
    await expect.element(root).toMatchScreenshot(`business-profile-page-${width}`);
  });
});
