// The full entry: everything of ./headless, plus the styled components as they are built.
export * from './headless';
// Post actions: the footer, comments and the report, edit, share and delete dialogs.
export { PostActions, ReactionsSummary } from './PostActions';
export type { PostActionsProps, ReactionsSummaryProps } from './PostActions';
// Post cards and their bodies, one per post_type.
export { PostCard } from './PostCard';
export type { PostCardProps } from './PostCard';
export {
  PostBody,
  AnnouncementBody,
  MultimediaBody,
  PollBody,
  MicroblogBody,
  SharedPostBody,
  PlainBody,
  MediaGrid,
  AuthorLine,
  mediaKind,
  safeMediaUrl,
  microblogClampLines,
  limitWords,
  MICROBLOG_WORD_LIMIT,
  ANNOUNCEMENT_BANNER_SRC,
} from './PostBody';
export type { PostBodyProps, AnnouncementBodyProps, PollBodyProps, SharedPostBodyProps, MediaGridProps, MediaKind, AuthorLineProps } from './PostBody';
// Post actions: comments and the report, edit and share-to-feed dialogs.
export { CommentSection, CommentItem, CommentComposer } from './CommentSection';
export type { CommentSectionProps, CommentItemProps, CommentComposerProps } from './CommentSection';
export { PostReportDialog } from './PostReportDialog';
export type { PostReportDialogProps } from './PostReportDialog';
export { PostEditDialog } from './PostEditDialog';
export type { PostEditDialogProps } from './PostEditDialog';
export { ShareToFeedDialog } from './ShareToFeedDialog';
export type { ShareToFeedDialogProps } from './ShareToFeedDialog';
// The feed list, the post page and the favourites list.
export { Feed, FeedView, PostCardSkeleton } from './Feed';
export type { FeedProps, FeedViewProps } from './Feed';
export { PostDetail } from './PostDetail';
export type { PostDetailProps } from './PostDetail';
export { FavoritePosts } from './FavoritePosts';
export type { FavoritePostsProps } from './FavoritePosts';
// Composers: the two-step frame, one composer per post type, the Create post entry point and the editor chooser.
export { ComposerFrame } from './ComposerFrame';
export type { ComposerFrameProps, ComposerProps, ComposerEditStep } from './ComposerFrame';
export { AnnouncementComposer } from './AnnouncementComposer';
export type { AnnouncementComposerProps } from './AnnouncementComposer';
export { PollComposer } from './PollComposer';
export type { PollComposerProps } from './PollComposer';
export { CreatePostButton } from './CreatePostButton';
export type { CreatePostButtonProps } from './CreatePostButton';
export { PostComposer } from './PostComposer';
export type { PostComposerProps } from './PostComposer';
export { MicroblogComposer } from './MicroblogComposer';
export type { MicroblogComposerProps } from './MicroblogComposer';
export { MultimediaComposer } from './MultimediaComposer';
export type { MultimediaComposerProps } from './MultimediaComposer';
