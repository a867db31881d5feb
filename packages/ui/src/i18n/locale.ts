/** The reading direction of a language's script. */
export type TextDirection = 'ltr' | 'rtl';

// Scripts written right to left (ISO 15924), for engines without `Intl.Locale#getTextInfo`.
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr']);

interface TextInfoLocale extends Intl.Locale {
  getTextInfo?: (() => { direction?: string | undefined }) | undefined;
  textInfo?: { direction?: string | undefined } | undefined;
}

/**
 * The direction a locale's text runs in: `rtl` for Arabic, Hebrew, Persian, Urdu and the other right-to-left
 * scripts (`ar`, `ar-SA`, `fa-IR`, `ku-Arab`), else `ltr`; an invalid tag or none reads as English, `ltr`.
 */
export function localeDirection(locale: string | null | undefined): TextDirection {
  if (!locale) return 'ltr';
  try {
    const parsed = new Intl.Locale(locale) as TextInfoLocale;
    const info = parsed.getTextInfo?.() ?? parsed.textInfo;
    if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction;
    return RTL_SCRIPTS.has(parsed.maximize().script ?? '') ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/**
 * The catalog a locale reads from among `available` (their keys, e.g. `ar`, `fr`, `es`, `fr-CA`): the whole tag,
 * then the language with its script and region dropped; null when none fits (the kit's English).
 */
export function catalogFor(locale: string | null | undefined, available: Readonly<Record<string, unknown>>): string | null {
  if (!locale) return null;
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(locale);
  } catch {
    return null;
  }
  const base = parsed.baseName;
  const candidates = [base, parsed.region ? `${parsed.language}-${parsed.region}` : null, parsed.language];
  for (const candidate of candidates) if (candidate && Object.hasOwn(available, candidate)) return candidate;
  return null;
}

const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]|\uD802[\uDC00-\uDFFF]|\uD803[\uDC00-\uDE7F]|\uD83A[\uDC00-\uDD5F]/;
const LETTER = /\p{L}/u;

/** Whether `text` holds a letter written the other way than `dir` (a Latin name in Arabic, an Arabic one in English). */
export function hasOppositeDirection(text: string, dir: TextDirection): boolean {
  for (const char of text) {
    if (!LETTER.test(char)) continue;
    if (RTL_CHAR.test(char) === (dir === 'ltr')) return true;
  }
  return false;
}

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * `text` kept in its own order inside a sentence of direction `dir`: wrapped in Unicode's first-strong isolate
 * (FSI … PDI) when it holds letters of the other direction, else as it is, so an English sentence with an
 * English name stays byte for byte the same.
 */
export function isolateText(text: string, dir: TextDirection): string {
  return hasOppositeDirection(text, dir) ? `${FSI}${text}${PDI}` : text;
}
