import { onDemand } from '@edupassport/internal/onDemand';

/**
 * ShareDialog downloaded when first rendered (same props), for cards that open it by a click: mount it only while open.
 * Its own module, so a host's bundler puts the dialog in a chunk of its own.
 */
export const LazyShareDialog = onDemand(() => import('./ShareDialog').then((module) => module.ShareDialog));
