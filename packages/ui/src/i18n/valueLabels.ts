import { keptFormatters } from './keptFormatters';

/*
 * How stored API values (a country, a language, "Full-time") read in the reader's language. The value stored and
 * sent never changes; only what is shown does. An unknown value (one the server adds later) shows as it is.
 */

/** How `value` reads: its entry in `labels`, or the value itself when it has none (never blank). */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) && labels[value] ? labels[value] : value;
}

/** True when the kit reads English under `locale` (none given, or an `en` tag): stored values are then shown as sent. */
export function readsEnglish(locale: string | null | undefined): boolean {
  if (!locale) return true;
  try {
    return new Intl.Locale(locale).language === 'en';
  } catch {
    return true;
  }
}

const displayNames = keptFormatters<Intl.DisplayNames | null>();

function namesFor(locale: string, type: 'language' | 'region'): Intl.DisplayNames | null {
  return displayNames(`${type}:${locale}`, () => {
    try {
      return new Intl.DisplayNames(locale, { type, fallback: 'none' });
    } catch {
      return null;
    }
  });
}

/**
 * The name `Intl.DisplayNames` gives a language or region `code` (`fr`, `AE`) in `locale`; `stored` (the name the
 * server or the list holds) in English, without a code, or when the engine knows no name for it.
 */
export function intlDisplayName(type: 'language' | 'region', code: string | null | undefined, stored: string, locale: string | null | undefined): string {
  if (!code || readsEnglish(locale)) return stored;
  try {
    return namesFor(locale!, type)?.of(code) || stored;
  } catch {
    // An invalid code from the server: its name as sent.
    return stored;
  }
}

/** `items` ordered by the labels they show, as the locale orders words (`Intl.Collator`); English keeps its order. */
export function sortByLabel<T>(items: readonly T[], label: (item: T) => string, locale: string | null | undefined): T[] {
  if (readsEnglish(locale)) return [...items];
  const collator = new Intl.Collator(locale!);
  return [...items].sort((a, b) => collator.compare(label(a), label(b)));
}

let regionsByEnglishName: Map<string, string> | null = null;

/** The ISO region code whose English name is `name` ('Germany' → 'DE'), for names stored without their code. */
function regionCodeOf(name: string): string | undefined {
  if (!regionsByEnglishName) {
    regionsByEnglishName = new Map();
    const english = namesFor('en', 'region');
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters) {
      for (const b of letters) {
        const englishName = english?.of(a + b);
        if (englishName) regionsByEnglishName.set(englishName.toLowerCase(), a + b);
      }
    }
  }
  return regionsByEnglishName.get(name.trim().toLowerCase());
}

/**
 * A country (or a nationality stored as its country) in the reader's language: by its ISO code when the server gave
 * one, else by its English name; the stored name when neither is known (or in English).
 */
export function countryName(stored: string, locale: string | null | undefined, iso2?: string | null): string {
  if (readsEnglish(locale)) return stored;
  return intlDisplayName('region', iso2?.trim().toUpperCase() || regionCodeOf(stored), stored, locale);
}
