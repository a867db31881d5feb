// The code of every dialog the feed opens by a click, as one module, so the first click downloads them together.
// Split per dialog, a host's bundler (Vite 8) made a chunk for each and for each mix of the parts they share with
// the page: a feed page asked for 31 of the kit's scripts before its first post showed, 7 with one module a package.
export { PostReportDialog } from './PostReportDialog/PostReportDialog';
export { ShareToFeedDialog } from './ShareToFeedDialog/ShareToFeedDialog';
export { PostEditDialog } from './PostEditDialog/PostEditDialog';
export { PostComposer } from './PostComposer/PostComposer';
export { AnnouncementComposer } from './AnnouncementComposer/AnnouncementComposer';
export { PollComposer } from './PollComposer/PollComposer';
export { MultimediaComposer } from './MultimediaComposer/MultimediaComposer';
export { MicroblogComposer } from './MicroblogComposer/MicroblogComposer';
