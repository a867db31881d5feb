import { forwardRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { EmptyState, type EmptyStateProps } from '../EmptyState';
import { AlertIcon } from '../icons';
import { useMessages } from '../EduProvider/context';
import { displayMessages } from '../messages/display';
import { useComponentProps } from '../theme/useComponentProps';
import { useRetryWait } from '../hooks/useRetryWait';
import { useErrorText } from '../hooks/useErrorText';
import { uiCatalogs } from '../messages/catalogs';

/** An error as the kit meets it: a message string, an Error, an ApiError, or anything with a `message`. */
export type ErrorLike = string | { message?: string | null | undefined } | null | undefined;

export interface ErrorStateProps extends Omit<EmptyStateProps, 'title' | 'description' | 'action'> {
  /** The headline; default messages `somethingWentWrong`. */
  title?: ReactNode | undefined;
  /** What went wrong, shown under the title: a string or an Error/ApiError's `message`; default none. */
  error?: ErrorLike | undefined;
  /**
   * Called by the retry button; without it no retry button shows. When `error` carries the server's `Retry-After`
   * (an ApiError's `retryAfterMs`), the button says how long is left and is not called before the wait ends.
   */
  onRetry?: (() => void) | undefined;
  /** The retry button's label; default messages `retry`. */
  retryLabel?: string | undefined;
  /** Shows the retry button busy while a retry runs; default false. */
  retrying?: boolean | undefined;
  /** Replaces the retry button with other actions; default the retry button. */
  action?: ReactNode | undefined;
}

/** The readable message of an error-like value as it is (English for the client's own texts), or undefined; the kit shows `useErrorText`'s. */
export function errorMessage(error: ErrorLike): string | undefined {
  const message = typeof error === 'string' ? error : error?.message;
  return message?.trim() ? message : undefined;
}

/**
 * A failure the user should know about, with a way to try again. Announced with `role="alert"`.
 * Built on EmptyState; state shows as `data-state="error"`.
 */
export const ErrorState = forwardRef<HTMLDivElement, ErrorStateProps>(function ErrorState(props, ref) {
  const messages = useMessages('ui', displayMessages, uiCatalogs.loaders);
  const errorText = useErrorText();
  const {
    title,
    error,
    onRetry,
    retryLabel,
    retrying = false,
    action,
    icon = <AlertIcon />,
    compact = false,
    ...rest
  } = useComponentProps('ErrorState', props);
  const wait = useRetryWait(error);
  const retry = onRetry ? (
    <Button
      variant="outline"
      size={compact ? 'sm' : 'md'}
      loading={retrying}
      loadingLabel={messages.loading}
      // Still focusable while the server's wait lasts (no focus lost when it ends); the click does nothing until then.
      aria-disabled={wait.waiting || retrying || undefined}
      data-disabled={wait.waiting || retrying ? '' : undefined}
      data-wait={wait.waiting ? wait.secondsLeft : undefined}
      onClick={() => {
        if (!wait.waiting) onRetry();
      }}
    >
      {/* The count changes every second: kept out of the alert's announcements, which read it once. */}
      {wait.waiting ? <span aria-live="off">{messages.retryIn(wait.secondsLeft)}</span> : (retryLabel ?? messages.retry)}
    </Button>
  ) : null;
  return (
    <EmptyState
      ref={ref}
      role="alert"
      data-state="error"
      data-tone="danger"
      icon={icon}
      compact={compact}
      title={title ?? messages.somethingWentWrong}
      description={errorText(error, '') || undefined}
      action={action ?? retry}
      {...rest}
    />
  );
});
