import { onDemand } from '../utils/onDemand';

/**
 * @deprecated Kept only until the feed package opens DeleteConfirmDialog through its own `onDemand`; to be removed.
 * DeleteConfirmDialog downloaded when first rendered (same props); mount it only while open.
 */
export const LazyDeleteConfirmDialog = onDemand(() => import('./DeleteConfirmDialog').then((module) => module.DeleteConfirmDialog));
