import { onDemand } from '@edupassport/internal/onDemand';

// Dialogs opened by a click: their code downloads on that click, so no card and no Create post button carries
// them up front. Each is defined once here, so every place that opens it shares one download (and one Try again).

/** The report dialog of a post or a comment, downloaded when first opened. */
export const PostReportDialog = onDemand(() => import('./PostReportDialog/PostReportDialog').then((m) => m.PostReportDialog));
/** Share to one's own feed, downloaded when first opened. */
export const ShareToFeedDialog = onDemand(() => import('./ShareToFeedDialog/ShareToFeedDialog').then((m) => m.ShareToFeedDialog));
/** The plain-text edit dialog, downloaded when first opened. */
export const PostEditDialog = onDemand(() => import('./PostEditDialog/PostEditDialog').then((m) => m.PostEditDialog));
/** The editor of an existing post by its type, downloaded on the first Edit. */
export const PostComposer = onDemand(() => import('./PostComposer/PostComposer').then((m) => m.PostComposer));
/** The composers Create post opens, each downloaded when its type is first chosen. */
export const AnnouncementComposer = onDemand(() => import('./AnnouncementComposer/AnnouncementComposer').then((m) => m.AnnouncementComposer));
export const PollComposer = onDemand(() => import('./PollComposer/PollComposer').then((m) => m.PollComposer));
export const MultimediaComposer = onDemand(() => import('./MultimediaComposer/MultimediaComposer').then((m) => m.MultimediaComposer));
export const MicroblogComposer = onDemand(() => import('./MicroblogComposer/MicroblogComposer').then((m) => m.MicroblogComposer));
