import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { postReportReasons } from '@edupassport/api-client/rules';
import type { Id, PostReportReason } from '@edupassport/api-client';
import {
  Button,
  Dialog,
  RadioGroup,
  TextArea,
  useEdu,
  useMessages,
  useRequireLogin,
} from '@edupassport/ui';
import { usePostReport } from '../hooks/usePostReport';
import { dialogMessages } from '../messages/dialogs';
import { tokens } from '../PostActions/theme';
import { isBlank } from '@edupassport/internal/blank';
import { feedCatalogs } from '../messages/catalogs';

export interface PostReportDialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** Whether the dialog is open (controlled); required. */
  open: boolean;
  /** Called with false on Cancel, Escape, the close button, and after the report was sent; required. */
  onOpenChange: (open: boolean) => void;
  /** The post reported (or holding the reported comment); required. */
  postId: Id;
  /** Reports this comment or reply of the post instead of the post; default none (the post). */
  commentId?: Id | undefined;
  /** Called after the report was accepted; default none. */
  onReported?: (() => void) | undefined;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
`;

const Alert = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.font['size-sm']};
`;

/**
 * Report a post or a comment: a reason (spam, inappropriate, harassment, other) and details, both
 * required ('Please fill in both details and reason'). A failed call keeps everything typed and shows
 * the server's message. Shows `data-busy` on the dialog while sending.
 */
export const PostReportDialog = forwardRef<HTMLDivElement, PostReportDialogProps>(function PostReportDialog(
  { open, onOpenChange, postId, commentId, onReported, ...rest },
  ref,
) {
  const m = useMessages('feed', dialogMessages, feedCatalogs.loaders);
  const { toast } = useEdu();
  const guard = useRequireLogin();
  const [reason, setReason] = useState<PostReportReason | null>(null);
  const [details, setDetails] = useState('');
  const submit = usePostReport(postId, commentId);
  // The footer's submit button sits outside the form and reaches it by id.
  const formId = useId();
  const missingReason = submit.error === m.reportMissingFields && !reason;
  const missingDetails = submit.error === m.reportMissingFields && isBlank(details);

  const close = () => {
    submit.clearError();
    onOpenChange(false);
  };

  const send = async () => {
    if (!reason || isBlank(details)) {
      submit.fail(m.reportMissingFields);
      return;
    }
    if (!guard()) return;
    const result = await submit.submit({ reason, details: details.trim() }, m.reportFailed);
    if (!result.ok) return;
    toast.show({ kind: 'success', title: m.reportSent });
    setReason(null);
    setDetails('');
    onReported?.();
    onOpenChange(false);
  };

  return (
    <Dialog
      ref={ref}
      {...rest}
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={commentId === undefined ? m.reportPostTitle : m.reportCommentTitle}
      description={m.reportDescription}
      busy={submit.busy}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={submit.busy}>
            {m.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={submit.busy} loadingLabel={m.reportSubmitting}>
            {submit.busy ? m.reportSubmitting : m.reportSubmit}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <RadioGroup
          label={m.reportReason}
          required
          invalid={missingReason}
          options={postReportReasons.map((value) => ({ value, label: m.reportReasons[value] ?? value }))}
          value={reason}
          onValueChange={(value) => {
            setReason(value);
            if (submit.error === m.reportMissingFields) submit.clearError();
          }}
        />
        <TextArea
          label={m.reportDetails}
          required
          invalid={missingDetails}
          placeholder={m.reportDetailsPlaceholder}
          rows={4}
          value={details}
          onValueChange={(value) => {
            setDetails(value);
            if (submit.error === m.reportMissingFields) submit.clearError();
          }}
        />
        {submit.error ? <Alert role="alert">{submit.error}</Alert> : null}
      </Form>
    </Dialog>
  );
});
