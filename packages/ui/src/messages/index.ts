import { displayMessages } from './display';
import { fieldMessages } from './fields';
import { overlayMessages } from './overlays';
import { chatMessages, deleteMessages, editorMessages, sharedMessages, uploadUiMessages } from './shared';
import { shareMessages } from './share';
import { locationMessages } from './location';
import { cropMessages } from './crop';
import { shareImageMessages } from './shareImage';

/**
 * Every user-visible string of @edupassport/ui. Override any key with
 * `<EduProvider messages={{ ui: { close: 'Schließen' } }}>`; components read it with `useUiMessages()`.
 */
export const uiMessages = { ...overlayMessages, ...fieldMessages, ...displayMessages, ...sharedMessages, ...editorMessages, ...deleteMessages, ...chatMessages, ...uploadUiMessages, ...shareMessages, ...locationMessages, ...cropMessages, ...shareImageMessages };

export type UiMessages = typeof uiMessages;
