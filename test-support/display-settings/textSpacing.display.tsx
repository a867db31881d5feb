import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, test } from 'vitest';
import * as PostCardStories from '../../packages/feed/src/PostCard/PostCard.stories';
import * as PostEditDialogStories from '../../packages/feed/src/PostEditDialog/PostEditDialog.stories';
import * as PostReportDialogStories from '../../packages/feed/src/PostReportDialog/PostReportDialog.stories';
import * as ShareToFeedDialogStories from '../../packages/feed/src/ShareToFeedDialog/ShareToFeedDialog.stories';
import * as DealCardStories from '../../packages/opportunities/src/DealCard/DealCard.stories';
import * as DealDialogStories from '../../packages/opportunities/src/DealDialog/DealDialog.stories';
import * as EmployerJobCardStories from '../../packages/opportunities/src/EmployerJobCard/EmployerJobCard.stories';
import * as EventCardStories from '../../packages/opportunities/src/EventCard/EventCard.stories';
import * as JobCardStories from '../../packages/opportunities/src/JobCard/JobCard.stories';
import * as JobReportDialogStories from '../../packages/opportunities/src/JobReportDialog/JobReportDialog.stories';
import * as ProfileDialogStories from '../../packages/profiles/src/ProfileDialog/ProfileDialog.stories';
import * as ProfileSummaryCardStories from '../../packages/profiles/src/ProfileSummaryCard/ProfileSummaryCard.stories';
import * as CardStories from '../../packages/ui/src/Card/Card.stories';
import * as DeleteConfirmDialogStories from '../../packages/ui/src/DeleteConfirmDialog/DeleteConfirmDialog.stories';
import * as DialogStories from '../../packages/ui/src/Dialog/Dialog.stories';
import * as ShareDialogStories from '../../packages/ui/src/ShareDialog/ShareDialog.stories';
import { runStory } from '../../.storybook/visual';
import { clippedText } from './clippedText';

const PostCard = composeStories(PostCardStories);
const PostEditDialog = composeStories(PostEditDialogStories);
const PostReportDialog = composeStories(PostReportDialogStories);
const ShareToFeedDialog = composeStories(ShareToFeedDialogStories);
const DealCard = composeStories(DealCardStories);
const DealDialog = composeStories(DealDialogStories);
const EmployerJobCard = composeStories(EmployerJobCardStories);
const EventCard = composeStories(EventCardStories);
const JobCard = composeStories(JobCardStories);
const JobReportDialog = composeStories(JobReportDialogStories);
const ProfileDialog = composeStories(ProfileDialogStories);
const ProfileSummaryCard = composeStories(ProfileSummaryCardStories);
const Card = composeStories(CardStories);
const DeleteConfirmDialog = composeStories(DeleteConfirmDialogStories);
const Dialog = composeStories(DialogStories);
const ShareDialog = composeStories(ShareDialogStories);

// The text spacing a reader may set (WCAG 1.4.12's bookmarklet): line height 1.5, paragraphs 2 em apart, letters
// 0.12 em and words 0.16 em apart, on every element.
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

let sheet: HTMLStyleElement | null = null;
afterEach(() => {
  sheet?.remove();
  sheet = null;
});

describe('text spacing: no text in cards and dialogs is cut off', () => {
  test.each([
    ['ui card', Card.JobCard, 360],
    ['ui card with media', Card.EventCardWithMedia, 360],
    ['ui dialog', Dialog.Small, undefined],
    ['ui delete confirmation', DeleteConfirmDialog.Defaults, undefined],
    ['ui share dialog', ShareDialog.Job, undefined],
    ['feed announcement', PostCard.AnnouncementOther, 360],
    ['feed poll', PostCard.PollVote, 360],
    ['feed microblog', PostCard.MicroblogFullWidth, 360],
    ['feed shared post', PostCard.Shared, 360],
    ['feed edit dialog', PostEditDialog.Open, undefined],
    ['feed report dialog', PostReportDialog.Open, undefined],
    ['feed share to feed dialog', ShareToFeedDialog.WithComment, undefined],
    ['job card', JobCard.Public, 320],
    ['event card', EventCard.Visitor, 320],
    ['deal card', DealCard.Default, 320],
    ['employer job card', EmployerJobCard.Posted, 320],
    ['deal dialog', DealDialog.WithCode, undefined],
    ['job report dialog', JobReportDialog.Form, undefined],
    ['profile summary card', ProfileSummaryCard.Educator, 320],
    ['profile dialog', ProfileDialog.Educator, undefined],
  ])('%s', async (_name, Story, width) => {
    await runStory(Story, { width });
    sheet = document.createElement('style');
    sheet.textContent = TEXT_SPACING;
    document.head.append(sheet);
    expect(clippedText()).toEqual([]);
  });
});
