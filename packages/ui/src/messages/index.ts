import { displayMessages } from './display';
import { fieldMessages } from './fields';
import { overlayMessages } from './overlays';
import { chatMessages, deleteMessages, editorMessages, sharedMessages, uploadUiMessages } from './shared';
import { shareMessages } from './share';
import { shareImageMessages } from './shareImage';

/**
 * Every user-visible string of @edupassport/ui. Override any key with
 * `<EduProvider messages={{ ui: { close: 'Schließen' } }}>`; components read it with `useUiMessages()`.
 */
export const uiMessages = { ...overlayMessages, ...fieldMessages, ...displayMessages, ...sharedMessages, ...editorMessages, ...deleteMessages, ...chatMessages, ...uploadUiMessages, ...shareMessages, ...shareImageMessages };

export type UiMessages = typeof uiMessages;
