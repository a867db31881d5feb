import { uiMessageParts as p } from './parts';

/**
 * Every user-visible string of @edupassport/ui. Override any key with
 * `<EduProvider messages={{ ui: { close: 'Schließen' } }}>`. Hosts read it with `useUiMessages()`;
 * the kit's own components read only their part (`useMessages('ui', displayMessages, uiCatalogs.loaders)`), because this
 * spread can never be tree-shaken.
 */
export const uiMessages = {
  ...p.overlays,
  ...p.fields,
  ...p.display,
  ...p.carousel,
  ...p.skills,
  ...p.editor,
  ...p.delete,
  ...p.chat,
  ...p.upload,
  ...p.share,
  ...p.location,
  ...p.crop,
  ...p.shareImage,
  ...p.errors,
  ...p.outbox,
};

export type UiMessages = typeof uiMessages;
