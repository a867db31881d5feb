import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as AnnouncementComposerStories from '../../packages/feed/src/AnnouncementComposer/AnnouncementComposer.stories';
import * as PostCardStories from '../../packages/feed/src/PostCard/PostCard.stories';
import * as PostReportDialogStories from '../../packages/feed/src/PostReportDialog/PostReportDialog.stories';
import * as DealCardStories from '../../packages/opportunities/src/DealCard/DealCard.stories';
import * as DealDialogStories from '../../packages/opportunities/src/DealDialog/DealDialog.stories';
import * as EmployerJobCardStories from '../../packages/opportunities/src/EmployerJobCard/EmployerJobCard.stories';
import * as EventCardStories from '../../packages/opportunities/src/EventCard/EventCard.stories';
import * as JobCardStories from '../../packages/opportunities/src/JobCard/JobCard.stories';
import * as JobReportDialogStories from '../../packages/opportunities/src/JobReportDialog/JobReportDialog.stories';
import * as EducatorProfilePageStories from '../../packages/profiles/src/EducatorProfilePage/EducatorProfilePage.stories';
import * as ProfileDialogStories from '../../packages/profiles/src/ProfileDialog/ProfileDialog.stories';
import * as ProfileSummaryCardStories from '../../packages/profiles/src/ProfileSummaryCard/ProfileSummaryCard.stories';
import * as DeleteConfirmDialogStories from '../../packages/ui/src/DeleteConfirmDialog/DeleteConfirmDialog.stories';
import * as ShareDialogStories from '../../packages/ui/src/ShareDialog/ShareDialog.stories';
import { runPage } from '../../.storybook/visual';
import { pseudoSwitch } from '../pseudoLocale';
import { clippedText } from './clippedText';

const AnnouncementComposer = composeStories(AnnouncementComposerStories);
const PostCard = composeStories(PostCardStories);
const PostReportDialog = composeStories(PostReportDialogStories);
const DealDialog = composeStories(DealDialogStories);
const EmployerJobCard = composeStories(EmployerJobCardStories);
const JobReportDialog = composeStories(JobReportDialogStories);
const ProfileDialog = composeStories(ProfileDialogStories);
const DealCard = composeStories(DealCardStories);
const EventCard = composeStories(EventCardStories);
const JobCard = composeStories(JobCardStories);
const EducatorProfilePage = composeStories(EducatorProfilePageStories);
const ProfileSummaryCard = composeStories(ProfileSummaryCardStories);
const DeleteConfirmDialog = composeStories(DeleteConfirmDialogStories);
const ShareDialog = composeStories(ShareDialogStories);

afterEach(() => pseudoSwitch.set(false));

/** What sticks out of the page sideways: the page wider than the screen, and the widest element that makes it so. */
function horizontalOverflow(): string[] {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width + 1) return [];
  const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.getBoundingClientRect().right > width + 1)
    .map((element) => `${element.getAttribute('data-part') ?? element.tagName.toLowerCase()} "${element.innerText?.trim().slice(0, 30)}" ends at ${Math.round(element.getBoundingClientRect().right)} px`);
  return [`the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen`, ...culprits.slice(-3)];
}

/**
 * The card, dialog and profile stories in the pseudo-locale (every string accented and 40% longer): no text is cut
 * off and nothing pushes the page sideways, on a phone and on a desktop. Each story plays in English (its play
 * function finds controls by their English names and opens its dialog), then the strings turn pseudo in place.
 */
describe('pseudo-locale: longer strings still fit', () => {
  const stories = [
    ['announcement card', PostCard.AnnouncementOther],
    ['poll card', PostCard.PollVote],
    ['multimedia card', PostCard.Multimedia],
    ['microblog card', PostCard.MicroblogFullWidth],
    ['shared post card', PostCard.Shared],
    ['job card', JobCard.Public],
    ['event card', EventCard.Visitor],
    ['deal card', DealCard.Default],
    ['employer job card', EmployerJobCard.Posted],
    ['post report dialog', PostReportDialog.Open],
    ['job report dialog', JobReportDialog.Form],
    ['deal dialog', DealDialog.WithCode],
    ['profile dialog', ProfileDialog.Business],
    ['share dialog', ShareDialog.Job],
    ['delete confirmation', DeleteConfirmDialog.Failure],
    ['announcement composer', AnnouncementComposer.Empty],
    ['profile summary card', ProfileSummaryCard.Educator],
    ['educator profile page', EducatorProfilePage.Visitor],
  ] as const;
  test.each(stories.flatMap(([name, Story]) => [412, 1280].map((width) => [name, width, Story] as const)))(
    '%s at %i px',
    async (name, width, Story) => {
      await runPage(Story, width);
      pseudoSwitch.set(true);
      // The strings did turn (a story showing only English here would prove nothing).
      await expect.poll(() => document.body.innerText).toMatch(/~\]/);
      await page.screenshot({ path: `__screenshots__/pseudo/${name.replace(/ /g, '-')}-${width}.png` });
      expect([...clippedText({ strictLabels: true }), ...horizontalOverflow()]).toEqual([]);
    },
  );
});
