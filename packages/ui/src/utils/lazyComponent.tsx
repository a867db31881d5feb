import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

/** A module loader that remembers its module: `load()` starts (or joins) the download, `loaded()` is the module once it is here. */
export interface Preloadable<M> {
  /** Starts the download, or returns the one already under way; a failed download may be started again. */
  load(): Promise<M>;
  /** The module once it arrived; undefined before. */
  loaded(): M | undefined;
}

/**
 * Wraps an `import()` so it runs once and remembers its module. Lazy components made from it with `lazyFrom`
 * render in the same pass once the module is here (no fallback flash for a part preloaded ahead of need, and
 * a server render after `await x.load()` renders the part itself, not its fallback).
 */
export function preloadable<M>(load: () => Promise<M>): Preloadable<M> {
  let pending: Promise<M> | undefined;
  let module: { value: M } | undefined;
  return {
    load() {
      pending ??= load().then(
        (value) => {
          module = { value };
          return value;
        },
        (error: unknown) => {
          // Forget the failure, so that a later render or preload may try again.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module?.value,
  };
}

/**
 * A React.lazy component picked from a preloadable module. When the module is already here, React.lazy gets a
 * thenable that settles at once, which React reads synchronously: the component renders without suspending.
 */
export function lazyFrom<M, P extends object>(source: Preloadable<M>, pick: (module: M) => ComponentType<P>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const module = source.loaded();
    if (module === undefined) return source.load().then((value) => ({ default: pick(value) }));
    const result = { default: pick(module) };
    // A thenable, not a Promise: a Promise would call back only on a later microtask, and React would suspend.
    return { then: (resolve: (value: typeof result) => void) => resolve(result) } as Promise<typeof result>;
  });
}

/**
 * A component whose module loads on its first render, and renders nothing until then. For the parts of a card
 * that appear only after a click (its dialogs): mounting them only while open keeps them out of the card's first
 * load, which is what the per-component bundle budgets measure. `load` resolves to the component itself, so a
 * named export works: `lazyComponent(() => import('./DealDialog').then((m) => m.DealDialog))`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Loaded as ComponentType<P>, props));
  }
  return LazyComponent;
}
