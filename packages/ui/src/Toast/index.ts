export { ToastRegion } from './ToastRegion';
export type { ToastRegionProps } from './ToastRegion';
export { useToastStore } from './useToastStore';
export { createToastStore } from './toastStore';
export type { ToastStore, ToastItem, ToastStoreOptions } from './toastStore';
