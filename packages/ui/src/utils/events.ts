import type { Ref, RefCallback, SyntheticEvent } from 'react';

/**
 * Runs the user's handler first, then ours unless the user called `preventDefault()`:
 * user handlers are composed with the kit's, never replaced.
 */
export function composeEventHandlers<E extends SyntheticEvent>(
  userHandler: ((event: E) => void) | undefined,
  ourHandler: (event: E) => void,
): (event: E) => void {
  return (event) => {
    userHandler?.(event);
    if (!event.defaultPrevented) ourHandler(event);
  };
}

/** One ref callback that feeds several refs (the forwarded one and the component's own). */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref && typeof ref === 'object') (ref as { current: T | null }).current = node;
    }
  };
}
