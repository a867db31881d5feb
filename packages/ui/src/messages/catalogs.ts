import type { KitCatalogs } from '../i18n/catalog';
import type { UiMessages } from './index';

/**
 * The languages this package ships beside English, one module each, downloaded only when a provider's locale
 * reads it. Adding a language is one file in `locales/` and one line here.
 */
export const uiCatalogs: KitCatalogs<UiMessages> = {
  namespace: 'ui',
  loaders: {
    ar: () => import('./locales/ar'),
    es: () => import('./locales/es'),
    fr: () => import('./locales/fr'),
  },
};
