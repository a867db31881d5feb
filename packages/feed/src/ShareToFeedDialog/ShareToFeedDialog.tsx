import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Post } from '@edupassport/api-client';
import {
  Avatar,
  Button,
  Dialog,
  TextArea,
  htmlToPlainText,
  useEdu,
  useMessages,
  useRequireLogin,
} from '@edupassport/ui';
import { useSharePost } from '../hooks/useSharePost';
import { dialogMessages } from '../messages/dialogs';
import { tokens } from '../PostActions/theme';
import { feedCatalogs } from '../messages/catalogs';

export interface ShareToFeedDialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** Whether the dialog is open (controlled); required. */
  open: boolean;
  /** Called with false on Cancel, Escape, the close button, and after the share; required. */
  onOpenChange: (open: boolean) => void;
  /** The post shared; required. */
  post: Post;
  /**
   * Told after every share with the new post, or `undefined` when the server's answer did not hold it (the cached
   * feed lists already show it on top, or reload their first page); default none.
   */
  onShared?: ((newPost: Post | undefined) => void) | undefined;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
`;

const Original = styled.figure`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${tokens.space['200']};
  padding: ${tokens.space['300']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color['surface-muted']};
  font-size: ${tokens.font['size-sm']};
`;

const Excerpt = styled.figcaption`
  min-width: 0;
  & > strong {
    display: block;
  }
  & > span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    color: ${tokens.color['text-muted']};
  }
`;

const Alert = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.font['size-sm']};
`;

/** A line of the shared post for the preview: its headline, else its text, else the sharer's comment. */
function excerptOf(post: Post): string {
  const text = post.headline ?? post.media?.content ?? post.content ?? post.share_comment ?? '';
  return /<[a-z][^>]*>/i.test(text) ? htmlToPlainText(text) : text;
}

/**
 * Shares a post to the viewer's own feed with an optional comment (`POST …/share` with share_comment,
 * left out when blank). The new post (or `undefined` when the answer lacks it) goes to `onShared`; a failed share
 * keeps the comment and shows the error.
 */
export const ShareToFeedDialog = forwardRef<HTMLDivElement, ShareToFeedDialogProps>(function ShareToFeedDialog(
  { open, onOpenChange, post, onShared, ...rest },
  ref,
) {
  const m = useMessages('feed', dialogMessages, feedCatalogs.loaders);
  const { toast } = useEdu();
  const guard = useRequireLogin();
  const [comment, setComment] = useState('');
  const submit = useSharePost(post);
  // The footer's submit button sits outside the form and reaches it by id.
  const formId = useId();

  const close = () => {
    submit.clearError();
    onOpenChange(false);
  };

  const share = async () => {
    if (!guard()) return;
    const result = await submit.submit(comment);
    if (!result.ok) return;
    const created = result.data;
    toast.show({ kind: 'success', title: m.postShared });
    setComment('');
    onShared?.(created);
    onOpenChange(false);
  };

  return (
    <Dialog
      ref={ref}
      {...rest}
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={m.shareToFeedTitle}
      busy={submit.busy}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={submit.busy}>
            {m.cancel}
          </Button>
          <Button type="submit" form={formId} loading={submit.busy} loadingLabel={m.shareSubmitting}>
            {submit.busy ? m.shareSubmitting : m.shareSubmit}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void share();
        }}
      >
        <TextArea
          label={m.shareComment}
          placeholder={m.shareCommentPlaceholder}
          rows={3}
          autoResize
          value={comment}
          onValueChange={(value) => {
            setComment(value);
            if (submit.error) submit.clearError();
          }}
        />
        <Original>
          <Avatar src={post.user.profile_picture} name={post.user.full_name} size="sm" decorative />
          <Excerpt>
            <strong>{post.user.full_name}</strong>
            <span>{excerptOf(post)}</span>
          </Excerpt>
        </Original>
        {submit.error ? <Alert role="alert">{submit.error}</Alert> : null}
      </Form>
    </Dialog>
  );
});
