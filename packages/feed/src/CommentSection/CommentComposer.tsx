import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { styled } from 'styled-components';
import { Button, TextArea, useErrorText, useRequireLogin } from '@edupassport/ui';
import { tokens } from '../PostActions/theme';
import { isBlank } from '@edupassport/internal/blank';

export interface CommentComposerProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /** The field's accessible name (hidden label); required. */
  label: string;
  /** The field's placeholder; default none. */
  placeholder?: string | undefined;
  /** The send button's text; required. */
  submitLabel: string;
  /** Sends the text (trimmed); a rejection keeps the text and shows the error. Required. */
  onSend: (text: string) => Promise<unknown>;
  /** Shows a Cancel button that calls this (the reply box); default none. */
  onCancel?: (() => void) | undefined;
  /** Cancel's text; default none (required with `onCancel`). */
  cancelLabel?: string | undefined;
  /** Focuses the field on mount (a reply box opened by Reply); default false. */
  focusOnMount?: boolean | undefined;
  /** Visible lines; default 2. */
  rows?: number | undefined;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['200']};
`;

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${tokens.space['200']};
`;

/**
 * The comment and reply box: the send button is disabled while the text is blank after trimming;
 * sending asks an anonymous visitor to log in; a failed send keeps the text and shows the error.
 * Ctrl/⌘+Enter sends. Shows `data-state` (`idle` | `sending`).
 */
export const CommentComposer = forwardRef<HTMLFormElement, CommentComposerProps>(function CommentComposer(
  { label, placeholder, submitLabel, onSend, onCancel, cancelLabel, focusOnMount = false, rows = 2, ...rest },
  ref,
) {
  const guard = useRequireLogin();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const blank = isBlank(text);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (focusOnMount) fieldRef.current?.focus();
    // Only on mount: the box opened because the user asked to reply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = async () => {
    if (blank || sending || !guard()) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text.trim());
      setText('');
    } catch (cause) {
      setError(errorText(cause));
    } finally {
      setSending(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Form ref={ref} noValidate onSubmit={handleSubmit} data-state={sending ? 'sending' : 'idle'} {...rest}>
      <TextArea
        label={label}
        hideLabel
        placeholder={placeholder}
        rows={rows}
        autoResize
        value={text}
        onValueChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        onKeyDown={handleKeyDown}
        error={error ?? undefined}
        ref={fieldRef}
      />
      <Row>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={sending}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={blank} loading={sending} loadingLabel={submitLabel}>
          {submitLabel}
        </Button>
      </Row>
    </Form>
  );
});
