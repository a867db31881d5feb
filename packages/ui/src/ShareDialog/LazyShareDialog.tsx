import { lazyComponent } from '../utils/lazyComponent';

/**
 * ShareDialog loaded on demand: the same props, rendered once its module has arrived (nothing before). The
 * dialog, its networks and the poster behind 'Share to Instagram' then stay out of a card's first load. Mount it
 * only while it is open: a list of cards loads the dialog once, when a visitor first shares.
 */
export const LazyShareDialog = lazyComponent(() => import('./ShareDialog').then((module) => module.ShareDialog));
