import type { UserProfile } from '@edupassport/api-client';
import { isApiError } from '@edupassport/api-client/rules';
import { profilesMessages } from '../messages';
import { richTextLength } from './paragraphs';
import { isBlank } from '@edupassport/internal/blank';
import { intlDisplayName } from '@edupassport/ui/headless';

/** Key details limits and timings. */
export const SUMMARY_MAX = 75;
export const BIO_MAX = 1200;
export const NATIONALITY_MAX = 10;
/** Key details Save stays locked this long after each submit. */
export const SAVE_LOCK_MS = 1000;

/** One language row of the key details form. */
export interface LanguageEntry {
  name: string;
  level: string;
}

/** The key details form's values. */
export interface KeyDetailsValues {
  first_name: string;
  last_name: string;
  nickname: string;
  summary: string;
  bio: string;
  nationality: string[];
  current_base: string;
  languages: LanguageEntry[];
}

export type KeyDetailsErrors = Partial<Record<'first_name' | 'last_name' | 'nickname' | 'summary' | 'bio' | 'nationality' | 'current_base' | 'languages', string | undefined>> & {
  /** Per language row: the name and level messages. */
  languageRows?: Array<{ name?: string | undefined; level?: string | undefined } | undefined> | undefined;
};

/** Splits a comma-separated list, trimming and dropping blanks. */
export function splitList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Reads the 'name:level' comma string into rows (a pair without a level keeps an empty level). */
export function parseLanguages(value: string | null | undefined): LanguageEntry[] {
  return splitList(value).map((pair) => {
    const [name = '', ...level] = pair.split(':');
    return { name: name.trim(), level: level.join(':').trim() };
  });
}

/** The complete rows as the 'name:level' comma string the API takes. */
export function formatLanguages(entries: LanguageEntry[]): string {
  return completeLanguages(entries)
    .map((entry) => `${entry.name.trim()}:${entry.level.trim()}`)
    .join(',');
}

/** The rows with both a name and a level. */
export function completeLanguages(entries: LanguageEntry[]): LanguageEntry[] {
  return entries.filter((entry) => entry.name.trim() && entry.level.trim());
}

/** The form's starting values from a profile. */
export function keyDetailsValuesFrom(user: Partial<UserProfile> | null | undefined): KeyDetailsValues {
  const languages = parseLanguages(user?.language);
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    nickname: user?.nickname ?? '',
    summary: user?.summary ?? '',
    // The stored HTML as it is: the rich-text editor shows its formatting (and older plain text with its paragraphs).
    bio: user?.bio ?? '',
    nationality: splitList(user?.nationality).slice(0, NATIONALITY_MAX),
    current_base: user?.location ?? '',
    languages: languages.length ? languages : [{ name: '', level: '' }],
  };
}

/**
 * Key details: the required names, the summary and bio limits, 1–10 nationalities, languages
 * (each row needs a name and a level; at least one complete row) and the current base. Empty object when valid.
 */
export function validateKeyDetails(values: KeyDetailsValues, m: typeof profilesMessages = profilesMessages): KeyDetailsErrors {
  const errors: KeyDetailsErrors = {};
  if (isBlank(values.first_name)) errors.first_name = m.firstNameRequired;
  if (isBlank(values.last_name)) errors.last_name = m.lastNameRequired;
  if (isBlank(values.nickname)) errors.nickname = m.nicknameRequired;
  if (values.summary.length > SUMMARY_MAX) errors.summary = m.summaryTooLong;
  // The limit counts what a person reads, not the tags.
  if (richTextLength(values.bio) > BIO_MAX) errors.bio = m.bioTooLong;
  if (values.nationality.length < 1 || values.nationality.length > NATIONALITY_MAX) errors.nationality = m.nationalityRequired;
  if (isBlank(values.current_base)) errors.current_base = m.currentBaseRequired;
  const rows = values.languages.map((entry) => {
    // A wholly blank row is dropped by the filter; a half-filled one must be finished.
    if (isBlank(entry.name) && isBlank(entry.level)) return undefined;
    const row: { name?: string | undefined; level?: string | undefined } = {};
    if (isBlank(entry.name)) row.name = m.chooseLanguage;
    if (isBlank(entry.level)) row.level = m.chooseLevel;
    return row.name || row.level ? row : undefined;
  });
  if (rows.some(Boolean)) errors.languageRows = rows;
  if (completeLanguages(values.languages).length === 0) errors.languages = m.languageRequired;
  return errors;
}

/** Whether a validation result has any message. */
export function hasErrors(errors: KeyDetailsErrors): boolean {
  return Object.entries(errors).some(([key, value]) => (key === 'languageRows' ? (value as unknown[]).some(Boolean) : Boolean(value)));
}

/**
 * The failure toast's description: the server's own message or 'Unknown error occurred', then '. Please try again
 * later.'. The client's stand-in sentences (a 500 without a message, a dropped connection) are not the server's, and
 * a server message that already ends in the suffix's sentence is not given it twice.
 */
export function profileUpdateFailure(error: unknown, m: typeof profilesMessages = profilesMessages): string {
  const raw = isApiError(error)
    ? (error.serverMessage ?? '')
    : typeof error === 'object' && error && 'message' in error
      ? String((error as { message?: unknown }).message ?? '')
      : '';
  const message = raw.trim().replace(/\.$/, '');
  if (!message) return `${m.unknownError}${m.tryAgainLaterSuffix}`;
  const sentence = m.tryAgainLaterSuffix.replace(/^[.\s]+/, '').replace(/\.$/, '').toLowerCase();
  return sentence && message.toLowerCase().endsWith(sentence) ? `${message}.` : `${message}${m.tryAgainLaterSuffix}`;
}

/** The language choices (spec: "from shared constants, not shown"): widely taught and spoken languages. */
export const LANGUAGE_OPTIONS = [
  'Arabic', 'Bengali', 'Cantonese', 'Dutch', 'English', 'Filipino', 'French', 'German', 'Greek', 'Hebrew', 'Hindi',
  'Indonesian', 'Italian', 'Japanese', 'Korean', 'Malay', 'Mandarin', 'Persian', 'Polish', 'Portuguese', 'Russian',
  'Spanish', 'Swahili', 'Swedish', 'Thai', 'Turkish', 'Ukrainian', 'Urdu', 'Vietnamese', 'Yoruba',
] as const;

/**
 * The BCP 47 code of each language of the list, so `Intl.DisplayNames` names it in the reader's language (Mandarin
 * and Cantonese as Chinese and Cantonese: the engines name no Mandarin).
 */
const LANGUAGE_CODES: Readonly<Record<(typeof LANGUAGE_OPTIONS)[number], string>> = {
  Arabic: 'ar', Bengali: 'bn', Cantonese: 'yue', Dutch: 'nl', English: 'en', Filipino: 'fil', French: 'fr', German: 'de',
  Greek: 'el', Hebrew: 'he', Hindi: 'hi', Indonesian: 'id', Italian: 'it', Japanese: 'ja', Korean: 'ko', Malay: 'ms',
  Mandarin: 'zh', Persian: 'fa', Polish: 'pl', Portuguese: 'pt', Russian: 'ru', Spanish: 'es', Swahili: 'sw',
  Swedish: 'sv', Thai: 'th', Turkish: 'tr', Ukrainian: 'uk', Urdu: 'ur', Vietnamese: 'vi', Yoruba: 'yo',
};

/** A stored language name ('French') in the reader's language; a name not in the list shows as stored. */
export function languageName(name: string, locale: string | null | undefined): string {
  const code = Object.hasOwn(LANGUAGE_CODES, name) ? LANGUAGE_CODES[name as keyof typeof LANGUAGE_CODES] : undefined;
  return intlDisplayName('language', code, name, locale);
}

/** The level choices (spec: "not shown"): the levels the API's examples use. */
export const LANGUAGE_LEVELS = ['Native', 'Fluent', 'Advanced', 'Intermediate', 'Beginner'] as const;

// How a stored API value reads: one helper for the whole kit.
export { labelOf } from '@edupassport/ui/headless';
