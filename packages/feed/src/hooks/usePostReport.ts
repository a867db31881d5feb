import type { Id, PostReportReason } from '@edupassport/api-client';
import { useApiClient } from '@edupassport/ui/headless';
import { feedMutationKeys } from '../queryKeys';
import { useFormMutation, type FormMutationResult } from './useFormMutation';

/** What a report sends. */
export interface PostReportInput {
  reason: PostReportReason;
  details: string;
}

/** The report dialog's write: busy, the error (validation or the server's), and `submit({ reason, details })`. */
export type UsePostReportResult = FormMutationResult<PostReportInput, unknown>;

/**
 * Reports a post, or with `commentId` one of its comments or replies (`{ reason, details }`). Nothing cached changes:
 * the post stays where it is.
 */
export function usePostReport(postId: Id, commentId?: Id): UsePostReportResult {
  const client = useApiClient();
  return useFormMutation<unknown, PostReportInput>({
    mutationKey: feedMutationKeys.report(),
    mutationFn: (payload) =>
      commentId === undefined ? client.posts.report(postId, payload) : client.posts.reportComment(postId, commentId, payload),
  });
}
