import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

// useLayoutEffect warns on the server in React 18; the effect never runs there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A ref that always holds the latest value after each commit, for callbacks that must stay stable
 * yet read fresh props (event handlers, editor plugins). Never read it during render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
