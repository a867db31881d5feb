import { lazyComponent } from '../utils/lazyComponent';

/**
 * DeleteConfirmDialog loaded on demand (same props): for cards, which ask to confirm a delete only after a click.
 * Mount it only while it is open, so the dialog stays out of the card's first load.
 */
export const LazyDeleteConfirmDialog = lazyComponent(() => import('./DeleteConfirmDialog').then((module) => module.DeleteConfirmDialog));
