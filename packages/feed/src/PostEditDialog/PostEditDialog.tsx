import { forwardRef, useId, useState } from 'react';
import { styled } from 'styled-components';
import type { Post } from '@edupassport/api-client';
import { Button, Dialog, TextArea, htmlToPlainText, useApiClient, useEdu, useMessages } from '@edupassport/ui';
import { updatePost } from '../hooks/useComposerSave';
import { useSubmitAction } from '../hooks/useSubmitAction';
import { dialogMessages } from '../messages/dialogs';
import { t } from '../PostActions/theme';

export interface PostEditDialogProps {
  /** Whether the dialog is open (controlled); required. */
  open: boolean;
  /** Called with false on Cancel, Escape, the close button, and after a save; required. */
  onOpenChange: (open: boolean) => void;
  /** The post edited; its content is the starting text; required. */
  post: Post;
  /** Called with the saved post, as the server holds it after the update (read back); required. */
  onUpdated: (post: Post) => void;
  /** Extra class on the dialog panel; default none. */
  className?: string;
}

const Alert = styled.p`
  margin: ${(p) => t(p).space['200']} 0 0;
  color: ${(p) => t(p).color.danger};
  font-size: ${(p) => t(p).font['size-sm']};
`;

/** Content saved as HTML by the rich-text composers is edited here as its plain text. */
const plainContent = (content: string | undefined) =>
  content && /<[a-z][^>]*>/i.test(content) ? htmlToPlainText(content) : (content ?? '');

/**
 * The plain-text post editor: the content must not be blank ('Content cannot be empty'); Update
 * sends `PUT /api/users/posts/{id}` with the content and reads the post back, and a failed save keeps the text
 * and shows the error. Each opening starts from the post's current content.
 */
export const PostEditDialog = forwardRef<HTMLDivElement, PostEditDialogProps>(function PostEditDialog(
  { open, onOpenChange, post, onUpdated, className },
  ref,
) {
  const m = useMessages('feed', dialogMessages);
  const client = useApiClient();
  const { toast } = useEdu();
  const [content, setContent] = useState(() => plainContent(post.content));
  const [wasOpen, setWasOpen] = useState(open);
  const submit = useSubmitAction();
  // The footer's submit button sits outside the form and reaches it by id.
  const formId = useId();

  // Reopening starts again from the post, not from an abandoned draft.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setContent(plainContent(post.content));
      submit.clearError();
    }
  }

  const save = async () => {
    const text = content.trim();
    if (!text) {
      submit.fail(m.contentEmpty);
      return;
    }
    let saved: Post | undefined;
    const ok = await submit.run(async (signal) => {
      saved = await updatePost(client, post.id, { post_type: 'post', content: text }, signal);
    });
    if (!ok || !saved) return;
    toast.show({ kind: 'success', title: m.postUpdated });
    onUpdated(saved);
    onOpenChange(false);
  };

  return (
    <Dialog
      ref={ref}
      className={className}
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
        <TextArea
          label={m.editContent}
          required
          rows={6}
          autoResize
          value={content}
          invalid={submit.error === m.contentEmpty}
          onValueChange={(value) => {
            setContent(value);
            if (submit.error) submit.clearError();
          }}
        />
        {submit.error ? <Alert role="alert">{submit.error}</Alert> : null}
      </form>
    </Dialog>
  );
});
