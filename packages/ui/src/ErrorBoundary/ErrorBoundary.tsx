import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useMessages } from '../EduProvider/context';
import { ErrorState } from '../ErrorState/ErrorState';
import { displayMessages } from '../messages/display';
import { uiCatalogs } from '../messages/catalogs';

export interface ErrorBoundaryFallbackProps {
  /** What the subtree threw. */
  error: unknown;
  /** Clears the error and renders the children again. */
  reset: () => void;
}

export interface ErrorBoundaryProps {
  /** What shows instead of a crashed subtree: a node, or `({ error, reset }) => node`; default a compact ErrorState ('This item could not be shown.') with a retry. */
  fallback?: ReactNode | ((props: ErrorBoundaryFallbackProps) => ReactNode) | undefined;
  /** Called once per caught error, for logging; default none. */
  onError?: ((error: unknown, info: ErrorInfo) => void) | undefined;
  /** Called when the user retries (before the children render again), to refetch or fix state; default none. */
  onReset?: (() => void) | undefined;
  /** When any of these values changes, a caught error is cleared (e.g. the post id); default none. */
  resetKeys?: readonly unknown[] | undefined;
  children?: ReactNode | undefined;
}

interface ErrorBoundaryState {
  error: { value: unknown } | null;
}

function changed(a: readonly unknown[] = [], b: readonly unknown[] = []): boolean {
  return a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));
}

function DefaultFallback({ reset }: ErrorBoundaryFallbackProps) {
  const messages = useMessages('ui', displayMessages, uiCatalogs.loaders);
  // The thrown error is for developers (onError); people get the plain sentence and a retry.
  return <ErrorState compact title={messages.cardFailed} onRetry={reset} data-part="error-boundary-fallback" />;
}

/**
 * A card-level error boundary: one broken card shows a small fallback instead of blanking the page.
 * Errors in event handlers and effects after mount are not render errors and are not caught (React's
 * rule). Renders no element of its own.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  // Wrapped, so that `throw undefined` or `throw null` still counts as an error.
  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: { value: error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps, previousState: ErrorBoundaryState): void {
    // Only an error that was already showing is cleared: the render that caught it must not reset it.
    if (this.state.error && previousState.error && changed(previous.resetKeys, this.props.resetKeys)) {
      this.setState({ error: null });
    }
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback } = this.props;
    const props = { error: error.value, reset: this.reset };
    if (typeof fallback === 'function') return fallback(props);
    if (fallback !== undefined) return fallback;
    return <DefaultFallback {...props} />;
  }
}
