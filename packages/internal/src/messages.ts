/**
 * The string of an on-demand part that could not be downloaded. It lives beside `onDemand`, which is bundled into
 * every package; ui's display strings spread it, so a host overrides it as `messages.ui.partFailed`.
 */
export const onDemandMessages = {
  partFailed: 'This part could not be loaded. Check your connection.',
};
