import { parsePhonePrefix } from '@edupassport/api-client/rules';
import type { UserProfile } from '@edupassport/api-client';
import { isBlank } from '@edupassport/internal/blank';

/** The tagline's limit. */
export const TAGLINE_MAX = 50;
/** Phone numbers hold 6 to 15 digits. */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;
/** The dial code used when none is stored. */
export const DEFAULT_PHONE_PREFIX = '+1';
/** The dial codes offered when the phone-code list cannot be loaded. */
export const FALLBACK_PHONE_PREFIXES = ['+1', '+44', '+86', '+91', '+52', '+34', '+49'] as const;

/** Whether a work phone is 6 to 15 digits and nothing else; an empty phone is allowed (every field is optional). */
export function isValidPhone(phone: string | null | undefined): boolean {
  const value = (phone ?? '').trim();
  if (!value) return true;
  return new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`).test(value);
}

/** A stored prefix ('+44', '+44|230', '44' or empty) as its dial code, '+'-led, default +1. */
export function phonePrefixCode(stored: string | null | undefined): string {
  const { code } = parsePhonePrefix(stored);
  if (!code) return DEFAULT_PHONE_PREFIX;
  return code.startsWith('+') ? code : `+${code}`;
}

/** What is stored for a chosen prefix: 'code|countryId' when the country is known, else the code alone. */
export function formatPhonePrefix(code: string, countryId?: string | number | null): string {
  const clean = code.trim() || DEFAULT_PHONE_PREFIX;
  return countryId === null || countryId === undefined || String(countryId) === ''
    ? clean
    : `${clean}|${String(countryId)}`;
}

/** The header's phone line: '+44 20123456', or '' without a phone. */
export function formatPhone(prefix: string | null | undefined, phone: string | null | undefined): string {
  const number = (phone ?? '').trim();
  return number ? `${phonePrefixCode(prefix)} ${number}` : '';
}

/** Whether a profile is a business or a vendor (the card's company view), as opposed to an educator. */
export function isBusinessAccount(user: Pick<UserProfile, 'user_types'>): boolean {
  return user.user_types === 'business' || user.user_types === 'vendor';
}

/**
 * The event gallery's spanning pattern: in each group of four tiles the 1st and 4th span two columns
 * of the 3-column grid, so every group fills two rows exactly (2+1, 1+2).
 */
export function galleryTileSpan(index: number): 1 | 2 {
  const position = index % 4;
  return position === 0 || position === 3 ? 2 : 1;
}

/** A flag emoji from a two-letter ISO code ('NG' → 🇳🇬); '' for anything else. */
export function flagEmoji(iso2: string | null | undefined): string {
  const code = (iso2 ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...Array.from(code, (c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** The company header form's values (every field a string, as typed). */
export interface CompanyInformationValues {
  company_name: string;
  legal_name: string;
  company_tagline: string;
  company_email: string;
  /** A dial code or 'code|countryId'. */
  work_phone_number_prefix: string;
  work_phone: string;
  country: string;
  province: string;
  mailing_address: string;
}

export type CompanyInformationErrors = Partial<Record<keyof CompanyInformationValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The messages the company form shows, by the keys of the profiles messages. */
export interface CompanyInformationMessages {
  enterCompanyName: string;
  enterLegalName: string;
  taglineTooLong: string;
  invalidEmail: string;
  invalidPhone: string;
}

/**
 * Checks the company header form: the company name and the legal name are required on every save, the
 * first included (blank means nothing a person can see); the tagline holds at most 50 characters, an
 * e-mail must be valid and a phone 6-15 digits. `initial` is no longer read and kept for existing callers.
 */
export function validateCompanyInformation(
  values: CompanyInformationValues,
  m: CompanyInformationMessages,
  _initial?: Partial<CompanyInformationValues>,
): CompanyInformationErrors {
  const errors: CompanyInformationErrors = {};
  if (isBlank(values.company_name)) errors.company_name = m.enterCompanyName;
  if (isBlank(values.legal_name)) errors.legal_name = m.enterLegalName;
  if (Array.from(values.company_tagline).length > TAGLINE_MAX) errors.company_tagline = m.taglineTooLong;
  if (values.company_email.trim() && !EMAIL.test(values.company_email.trim())) errors.company_email = m.invalidEmail;
  if (!isValidPhone(values.work_phone)) errors.work_phone = m.invalidPhone;
  return errors;
}
