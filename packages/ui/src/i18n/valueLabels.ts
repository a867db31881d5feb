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

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesFor(locale: string, type: 'language' | 'region'): Intl.DisplayNames | null {
  const key = `${type}:${locale}`;
  if (!displayNames.has(key)) {
    let names: Intl.DisplayNames | null;
    try {
      names = new Intl.DisplayNames(locale, { type, fallback: 'none' });
    } catch {
      names = null;
    }
    displayNames.set(key, names);
  }
  return displayNames.get(key) ?? null;
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
