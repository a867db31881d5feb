import { onDemand } from '../onDemand/onDemand';

/**
 * DeleteConfirmDialog downloaded when first rendered (same props), for cards that open it by a click: mount it only while open.
 * Its code downloads with the other dialogs ui opens by a click (../clickDialogs).
 */
export const LazyDeleteConfirmDialog = onDemand(() => import('../clickDialogs').then((module) => module.DeleteConfirmDialog));
