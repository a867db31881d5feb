import { onDemand } from '../utils/onDemand';

/**
 * @deprecated Kept only until the feed package opens ShareDialog through its own `onDemand`; to be removed.
 * ShareDialog downloaded when first rendered (same props); mount it only while open.
 */
export const LazyShareDialog = onDemand(() => import('./ShareDialog').then((module) => module.ShareDialog));
