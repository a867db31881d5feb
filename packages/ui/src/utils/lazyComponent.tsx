import { createElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';

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
