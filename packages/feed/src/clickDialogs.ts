// The code of every dialog the feed opens by a click, as one module, so the first click downloads them together.
// Split per dialog, a host's bundler made a chunk for each and for each mix of the parts they share with the page:
// the feed page asked for 31 scripts before its first post showed, and for 12 in one piece.
export { PostReportDialog } from './PostReportDialog/PostReportDialog';
export { ShareToFeedDialog } from './ShareToFeedDialog/ShareToFeedDialog';
export { PostEditDialog } from './PostEditDialog/PostEditDialog';
export { PostComposer } from './PostComposer/PostComposer';
export { AnnouncementComposer } from './AnnouncementComposer/AnnouncementComposer';
export { PollComposer } from './PollComposer/PollComposer';
export { MultimediaComposer } from './MultimediaComposer/MultimediaComposer';
export { MicroblogComposer } from './MicroblogComposer/MicroblogComposer';
