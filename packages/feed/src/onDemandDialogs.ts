import { onDemand } from '@edupassport/ui';

// Dialogs opened by a click: their code (one module, ./clickDialogs) downloads on the first such click, so no card
// and no Create post button carries it up front. Each is defined once here, so every place that opens it shares one
// download (and one Try again).

/** The report dialog of a post or a comment. */
export const PostReportDialog = onDemand(() => import('./clickDialogs').then((m) => m.PostReportDialog));
/** Share to one's own feed. */
export const ShareToFeedDialog = onDemand(() => import('./clickDialogs').then((m) => m.ShareToFeedDialog));
/** The plain-text edit dialog. */
export const PostEditDialog = onDemand(() => import('./clickDialogs').then((m) => m.PostEditDialog));
/** The editor of an existing post by its type. */
export const PostComposer = onDemand(() => import('./clickDialogs').then((m) => m.PostComposer));
/** The composers Create post opens. */
export const AnnouncementComposer = onDemand(() => import('./clickDialogs').then((m) => m.AnnouncementComposer));
export const PollComposer = onDemand(() => import('./clickDialogs').then((m) => m.PollComposer));
export const MultimediaComposer = onDemand(() => import('./clickDialogs').then((m) => m.MultimediaComposer));
export const MicroblogComposer = onDemand(() => import('./clickDialogs').then((m) => m.MicroblogComposer));
