import type { KitCatalogs } from '@edupassport/ui/headless';
import type { ProfilesMessages } from './index';

/**
 * The languages this package ships beside English, one module each, downloaded only when a provider's locale
 * reads it. Adding a language is one file in `locales/` and one line here.
 */
export const profilesCatalogs: KitCatalogs<ProfilesMessages> = {
  namespace: 'profiles',
  loaders: {
    ar: () => import('./locales/ar'),
    es: () => import('./locales/es'),
    fr: () => import('./locales/fr'),
  },
};
