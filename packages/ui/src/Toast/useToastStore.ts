import { useSyncExternalStore } from 'react';
import type { ToastItem, ToastStore } from './toastStore';

/** The store's current toasts; re-renders on every change. */
export function useToastStore(store: ToastStore): readonly ToastItem[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
