import { useEdu } from '../EduProvider/context';
import type { TextDirection } from './locale';

/** The `lang` and `dir` attributes of a kit root or portal: the provider's locale (English without one) and direction. */
export function useLanguageAttributes(): { lang: string; dir: TextDirection } {
  const { locale, dir } = useEdu();
  return { lang: locale ?? 'en', dir };
}
