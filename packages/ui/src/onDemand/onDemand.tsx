import { forwardRef, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useMessages } from '../EduProvider/context';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';
import { ErrorState } from '../ErrorState/ErrorState';
import { displayMessages } from '../messages/display';
import { uiCatalogs } from '../messages/catalogs';

export interface OnDemandOptions<P extends object = object> {
  /** What shows while the code downloads (given the part's props, so it can hold the part's place); default nothing. */
  fallback?: ReactNode | ((props: P) => ReactNode) | undefined;
}

/**
 * A helper for the kit's packages and for components built on the kit: a component whose code downloads on its
 * first render, the one way the kit loads a part on demand, for what is heavy and not on the first view (the editor,
 * the cropper, the share poster, dialogs opened by a click). A failed download shows a short alert with Try again
 * (`messages.ui.partFailed`), which downloads it again; nothing else on the card breaks.
 * `load` resolves to the component, so a named export works: `onDemand(() => import('./X').then((m) => m.X))`.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: OnDemandOptions<P> = {},
): ComponentType<P> {
  // React.lazy keeps a rejected download for good: a retry needs a new lazy component. Shared by every instance,
  // so the code downloads once per page.
  const make = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (cause: unknown) => {
          currentFailed = true;
          throw new LoadFailure(cause);
        },
      ),
    );
  let currentFailed = false;
  let current = make();
  // A ref goes on to the part once it is here (React 18 drops a ref given to a plain function component).
  const OnDemand = forwardRef<unknown, P>(function OnDemand(props, ref) {
    const [, setAttempt] = useState(0);
    const Loaded = current as unknown as ComponentType<P & { ref?: unknown }>;
    return (
      <ErrorBoundary
        fallback={({ error, reset }) => {
          // The loaded part's own render errors are not a download failure: the next boundary up takes them.
          if (!(error instanceof LoadFailure)) throw error;
          return (
            <LoadFailed
              onRetry={() => {
                // The first instance to retry replaces the failed component; the others then render the new one.
                if (currentFailed) {
                  currentFailed = false;
                  current = make();
                }
                setAttempt((n) => n + 1);
                reset();
              }}
            />
          );
        }}
      >
        <Suspense fallback={typeof options.fallback === 'function' ? options.fallback(props as P) : (options.fallback ?? null)}>
          {/* Only a given ref: React 19 hands `ref` to a function component as a prop, and a null one spread onto
              an element would replace the part's own ref. */}
          <Loaded {...(props as P)} {...(ref ? { ref } : {})} />
        </Suspense>
      </ErrorBoundary>
    );
  });
  return OnDemand as unknown as ComponentType<P>;
}

/** A download that failed, told apart from a render error of the part once it is here. */
class LoadFailure extends Error {
  constructor(cause: unknown) {
    super('A part of the kit could not be downloaded.', { cause });
    this.name = 'LoadFailure';
  }
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const messages = useMessages('ui', displayMessages, uiCatalogs.loaders);
  return <ErrorState compact title={messages.partFailed} onRetry={onRetry} data-part="on-demand-failed" />;
}
