import { beforeAll, describe, expect, test } from 'vitest';
import { axeViolations, inArabic, preloadArabic } from '../../../.storybook/arabic';
import { runPage } from '../../../.storybook/visual';
import * as JobCardStories from './JobCard/JobCard.stories';

const JobCard = inArabic(JobCardStories.Public, JobCardStories.default);

beforeAll(preloadArabic);

describe('a job card in Arabic, right to left', () => {
  test.each([412, 1280])('job-card-ar-%i', async (width) => {
    const root = await runPage(JobCard, width);
    const card = root.getByRole('article');
    await expect.element(card.getByText('Physics Tutor', { exact: false }).first()).toBeVisible();
    expect(card.element().closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(await axeViolations(root.element())).toEqual([]);
    await expect.element(card).toMatchScreenshot(`job-card-ar-${width}`);
  });
});
