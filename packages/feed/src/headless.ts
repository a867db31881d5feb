/** The styling-free entry of @edupassport/feed: hooks, rules and messages, no styled-components. */
export {
  FEED_PAGE_SIZE,
  MAX_REPLY_DEPTH,
  MAX_SHOWN_REACTIONS,
  POST_REACTIONS,
  COMMENT_REACTIONS,
  summarizeReactions,
} from './constants';
export type { ReactionSummary } from './constants';
export { feedMessages } from './messages';
export { feedCatalogs } from './messages/catalogs';
export type { FeedMessages } from './messages';
// Post actions (reactions, comments, report, delete, edit, share): hooks and rules.
export { applyReaction, viewerReaction } from './hooks/applyReaction';
// The feed list and polls: useFeed, usePoll and the poll's time rule.
export { useFeed } from './hooks/useFeed';
export type { UseFeedOptions, UseFeedResult, FeedStatus } from './hooks/useFeed';
export { useNewPosts } from './hooks/useNewPosts';
export type { UseNewPostsOptions, UseNewPostsResult } from './hooks/useNewPosts';
export { usePoll, formatPollTimeLeft, pollTimeLeftParts, pollEndsAt } from './hooks/usePoll';
export type { UsePollOptions, UsePollResult, PollOptionView } from './hooks/usePoll';
// Post actions: comments and replies.
export { useComments, countComments, findComment } from './hooks/useComments';
export type { UseCommentsOptions, UseCommentsResult, CommentsStatus } from './hooks/useComments';
// The post writes behind the dialogs and PostActions, as mutations of the kit's query client.
export { usePostDelete } from './hooks/usePostDelete';
export type { UsePostDeleteResult } from './hooks/usePostDelete';
export { usePostEdit } from './hooks/usePostEdit';
export type { UsePostEditResult } from './hooks/usePostEdit';
export { useSharePost } from './hooks/useSharePost';
export type { UseSharePostResult } from './hooks/useSharePost';
export { usePostReport } from './hooks/usePostReport';
export type { UsePostReportResult, PostReportInput } from './hooks/usePostReport';
export type { FormMutationResult } from './hooks/useFormMutation';
export { usePost, usePostDetail } from './hooks/usePostDetail';
export type { UsePostOptions, UsePostDetailResult, PostDetailStatus } from './hooks/usePostDetail';
// Every feed write as TanStack mutationOptions, for setMutationDefaults (a persister resumes them by their keys).
export { feedMutations } from './hooks/feedMutations';
export type { ReactVariables, FavouriteVariables, VoteVariables } from './hooks/feedMutations';
export { useFavoritePosts } from './hooks/useFavoritePosts';
// The query layer: keys, the options the hooks use and the prefetch helpers (the ./server entry), the shared post writes.
export * from './server';
export { postChanges, updatePostInCache } from './hooks/postCache';
export type { PostUpdate } from './hooks/postCache';
export { useFavouritePostIds } from './hooks/useFavouritePostIds';
export type { UseFavouritePostIdsResult } from './hooks/useFavouritePostIds';
export { usePostMutations } from './hooks/usePostMutations';
export type { UsePostMutationsResult } from './hooks/usePostMutations';
export type { UseFavoritePostsResult, FavoritePostsStatus } from './hooks/useFavoritePosts';
export { findScrollContainer, useWindowedList } from './hooks/useWindowedList';
export type { UseWindowedListOptions, UseWindowedListResult } from './hooks/useWindowedList';
// Composers (create and edit by post_type): their state, saving and drafts.
export { useAnnouncementComposer } from './hooks/useAnnouncementComposer';
export type { UseAnnouncementComposerResult, AnnouncementDraft } from './hooks/useAnnouncementComposer';
export { usePollComposer, pollLengthValue, pollLengthValid, duplicatePollChoices, POLL_MIN_CHOICES, POLL_MAX_CHOICES } from './hooks/usePollComposer';
export type { UsePollComposerResult, PollDraft } from './hooks/usePollComposer';
export { useComposerSave } from './hooks/useComposerSave';
export { useComposerDraft, composerDraftKey } from './hooks/useComposerDraft';
export type { UseComposerDraftResult } from './hooks/useComposerDraft';
export { useComposerFlow } from './hooks/useComposerFlow';
export type { UseComposerFlowOptions, UseComposerFlowResult } from './hooks/useComposerFlow';
// The microblog composer (five steps): its state, file rules and page text conversion.
export {
  useMicroblogComposer,
  coverImageError,
  pageMediaError,
  pageHtmlToText,
  pageTextToHtml,
  MICROBLOG_ACCEPT,
  MICROBLOG_EDIT_STEPS,
  MICROBLOG_MAX_FILE_BYTES,
  MICROBLOG_PAGE_TEXT_LIMIT,
} from './hooks/useMicroblogComposer';
export type {
  UseMicroblogComposerResult,
  MicroblogDraft,
  MicroblogPageDraft,
  MicroblogType,
  MicroblogLayout,
  MicroblogMediaKind,
  MicroblogCoverError,
  MicroblogPageUpload,
  MicroblogPageIssue,
  MicroblogEditStep,
} from './hooks/useMicroblogComposer';
// The multimedia composer's state: rich text plus photos, videos and GIFs (10 MB each) through the media host.
export { useMultimediaComposer, mediaNameOf, splitBySize, MULTIMEDIA_MAX_BYTES, MULTIMEDIA_ACCEPT } from './hooks/useMultimediaComposer';
export type { UseMultimediaComposerResult, MultimediaDraft, MultimediaMediaEntry, MultimediaInputKind } from './hooks/useMultimediaComposer';
