import { onDemand } from '@edupassport/internal/onDemand';

/**
 * DeleteConfirmDialog downloaded when first rendered (same props), for cards that open it by a click: mount it only while open.
 * Its own module, so a host's bundler puts the dialog in a chunk of its own.
 */
export const LazyDeleteConfirmDialog = onDemand(() => import('./DeleteConfirmDialog').then((module) => module.DeleteConfirmDialog));
