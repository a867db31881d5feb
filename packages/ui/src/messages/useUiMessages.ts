import { useMessages } from '../EduProvider/context';
import { uiMessages, type UiMessages } from './index';
import { uiCatalogs } from './catalogs';

/** The ui strings with the host's `messages.ui` overrides applied. */
export function useUiMessages(): UiMessages {
  return useMessages('ui', uiMessages, uiCatalogs.loaders);
}
