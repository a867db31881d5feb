export { catalogFor, hasOppositeDirection, isolateText, localeDirection } from './locale';
export type { TextDirection } from './locale';
export { catalogTools, defineCatalog, isolateArguments, preloadCatalogs } from './catalog';
export type { CatalogFactory, CatalogLoaders, CatalogModule, CatalogTools, KitCatalogs, MessageCatalog, PluralCategory, PluralForms } from './catalog';
export { useLanguageAttributes } from './useLanguage';
export { directionAt, inlineArrowStep } from './direction';
export { countryName, intlDisplayName, labelOf, readsEnglish, sortByLabel } from './valueLabels';
