import { carouselMessages } from './carousel';
import { chatMessages } from './chat';
import { cropMessages } from './crop';
import { deleteMessages } from './delete';
import { displayMessages } from './display';
import { editorMessages } from './editor';
import { errorMessages } from './errors';
import { fieldMessages } from './fields';
import { locationMessages } from './location';
import { outboxMessages } from './outbox';
import { overlayMessages } from './overlays';
import { shareMessages } from './share';
import { shareImageMessages } from './shareImage';
import { skillsMessages } from './skills';
import { uploadUiMessages } from './upload';

/**
 * Every part of the ui strings, by area. Components import only their own part (so a card ships
 * a handful of strings, not all of them); this list exists for `uiMessages` and its test.
 */
export const uiMessageParts = {
  overlays: overlayMessages,
  fields: fieldMessages,
  display: displayMessages,
  carousel: carouselMessages,
  skills: skillsMessages,
  editor: editorMessages,
  delete: deleteMessages,
  chat: chatMessages,
  upload: uploadUiMessages,
  share: shareMessages,
  location: locationMessages,
  crop: cropMessages,
  shareImage: shareImageMessages,
  errors: errorMessages,
  outbox: outboxMessages,
};
