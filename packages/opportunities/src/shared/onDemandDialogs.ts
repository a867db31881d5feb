import { onDemand } from '@edupassport/ui/headless';

// Dialogs of @edupassport/ui that cards open by a click: their code downloads on that click. Each is defined once
// here, so every card of the page shares one download (and one Try again).

/** The share dialog, downloaded when first opened. */
export const ShareDialog = onDemand(() => import('@edupassport/ui').then((module) => module.ShareDialog));
/** The delete confirmation, downloaded when first opened. */
export const DeleteConfirmDialog = onDemand(() => import('@edupassport/ui').then((module) => module.DeleteConfirmDialog));
