import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Post } from '@edupassport/api-client';
import { Button, Dialog, RichTextEditor, htmlToPlainText, useEdu, useMessages } from '@edupassport/ui';
import { isShare } from '../PostBody/share';
import { usePostEdit } from '../hooks/usePostEdit';
import { dialogMessages } from '../messages/dialogs';
import { tokens } from '../PostActions/theme';
import { isBlank } from '@edupassport/internal/blank';
import { feedCatalogs } from '../messages/catalogs';

export interface PostEditDialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** Whether the dialog is open (controlled); required. */
  open: boolean;
  /** Called with false on Cancel, Escape, the close button, and after a save; required. */
  onOpenChange: (open: boolean) => void;
  /** The post edited; its content (a share's comment) is the starting text; required. */
  post: Post;
  /** Called with the saved post, as the server holds it after the update (read back; not called when that read fails); required. */
  onUpdated: (post: Post) => void;
}

const Alert = styled.p`
  margin: ${tokens.space['200']} 0 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.font['size-sm']};
`;

/** The words the author wrote: a share's comment, any other post's content. */
const ownWords = (post: Post) => (isShare(post) ? post.share_comment : post.content) ?? '';

/**
 * The editor of a plain post, and of a share's comment: the rich text loads formatted (stored plain text keeps
 * its paragraphs) and saves as sanitized HTML. A post's content must not be blank ('Content cannot be empty'); a
 * share's comment is optional. Update sends `PUT /api/users/posts/{id}` (`content`, or a share's `share_comment`)
 * and reads the post back; a failed save keeps the text and shows the error. Each opening starts from the post.
 */
export const PostEditDialog = forwardRef<HTMLDivElement, PostEditDialogProps>(function PostEditDialog(
  { open, onOpenChange, post, onUpdated, ...rest },
  ref,
) {
  const m = useMessages('feed', dialogMessages, feedCatalogs.loaders);
  const { toast } = useEdu();
  const share = isShare(post);
  const [html, setHtml] = useState(() => ownWords(post));
  const [wasOpen, setWasOpen] = useState(open);
  // The editor is uncontrolled: each opening mounts a fresh one holding the post's words.
  const [opening, setOpening] = useState(0);
  const submit = usePostEdit(post);
  // The footer's submit button sits outside the form and reaches it by id.
  const formId = useId();

  // Reopening starts again from the post, not from an abandoned draft.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setHtml(ownWords(post));
      setOpening((n) => n + 1);
      submit.clearError();
    }
  }

  const save = async () => {
    const text = isBlank(htmlToPlainText(html)) ? '' : html.trim();
    if (!text && !share) {
      submit.fail(m.contentEmpty);
      return;
    }
    const result = await submit.submit(share ? { post_type: 'share', share_comment: text } : { post_type: 'post', content: text });
    if (!result.ok) return;
    const saved = result.data;
    toast.show({ kind: 'success', title: m.postUpdated });
    // Saved but not read back: the post shows the edit once it is read again (usePostEdit).
    if (saved) onUpdated(saved);
    onOpenChange(false);
  };

  const fieldError = submit.error === m.contentEmpty ? submit.error : undefined;

  return (
    <Dialog
      ref={ref}
      {...rest}
      open={open}
      onOpenChange={onOpenChange}
      title={m.editPostTitle}
      busy={submit.busy}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={submit.busy}>
            {m.cancel}
          </Button>
          <Button type="submit" form={formId} loading={submit.busy} loadingLabel={m.editSaving}>
            {submit.busy ? m.editSaving : m.editSave}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <RichTextEditor
          key={opening}
          label={share ? m.shareComment : m.editContent}
          placeholder={share ? m.shareCommentPlaceholder : undefined}
          showCounter={false}
          defaultValue={html}
          error={fieldError}
          onValueChange={(value) => {
            setHtml(value);
            if (submit.error) submit.clearError();
          }}
        />
        {submit.error && !fieldError ? <Alert role="alert">{submit.error}</Alert> : null}
      </form>
    </Dialog>
  );
});
