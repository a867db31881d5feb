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
