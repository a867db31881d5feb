import { describe, expect, it } from 'vitest';
import { truncateName } from './profileRules';
import {
  DEFAULT_PHONE_PREFIX,
  FALLBACK_PHONE_PREFIXES,
  flagEmoji,
  formatPhone,
  formatPhonePrefix,
  galleryTileSpan,
  isBusinessAccount,
  isValidPhone,
  phonePrefixCode,
  validateCompanyInformation,
} from './businessRules';
import { profilesMessages } from '../messages';

describe('company names on the card', () => {
  it('keeps exactly 20 characters and cuts the 21st', () => {
    expect(truncateName('Harbour Internationa')).toBe('Harbour Internationa');
    expect(truncateName('Harbour International')).toBe('Harbour Internationa…');
  });
});

describe('phone rules', () => {
  it.each(['123456', '123456789012345', '07911123456'])('accepts %s (6 to 15 digits)', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['12345', '1234567890123456', '+4479111234', '0791 112 345', '07911-12345', 'phone123'])('refuses %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('lets an empty phone through (every company field is optional)', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone(undefined)).toBe(true);
  });
});

describe('phone prefixes', () => {
  it('reads a bare code and a code|countryId pair', () => {
    expect(phonePrefixCode('+44')).toBe('+44');
    expect(phonePrefixCode('+971|229')).toBe('+971');
    expect(phonePrefixCode('234|161')).toBe('+234');
  });

  it('defaults to +1', () => {
    expect(DEFAULT_PHONE_PREFIX).toBe('+1');
    expect(phonePrefixCode(undefined)).toBe('+1');
    expect(phonePrefixCode('')).toBe('+1');
  });

  it('stores code|countryId when the country is known, else the code', () => {
    expect(formatPhonePrefix('+44', 230)).toBe('+44|230');
    expect(formatPhonePrefix('+44')).toBe('+44');
    expect(formatPhonePrefix('+44', '')).toBe('+44');
    expect(formatPhonePrefix('')).toBe('+1');
  });

  it('offers the spec fallback list in order', () => {
    expect([...FALLBACK_PHONE_PREFIXES]).toEqual(['+1', '+44', '+86', '+91', '+52', '+34', '+49']);
  });

  it('writes the header phone line with its code', () => {
    expect(formatPhone('+971|229', '501234567')).toBe('+971 501234567');
    expect(formatPhone(null, '5550100')).toBe('+1 5550100');
    expect(formatPhone('+44', '')).toBe('');
  });
});

describe('event gallery spanning', () => {
  it('spans the 1st and 4th tile of every group of four', () => {
    expect(Array.from({ length: 9 }, (_, i) => galleryTileSpan(i))).toEqual([2, 1, 1, 2, 2, 1, 1, 2, 2]);
  });

  it('fills two rows of three columns with each group', () => {
    const group = [0, 1, 2, 3].map(galleryTileSpan);
    expect(group.reduce((sum, span) => sum + span, 0)).toBe(6);
  });
});

describe('account type and flags', () => {
  it('treats business and vendor accounts as companies', () => {
    expect(isBusinessAccount({ user_types: 'business' })).toBe(true);
    expect(isBusinessAccount({ user_types: 'vendor' })).toBe(true);
    expect(isBusinessAccount({ user_types: 'educator' })).toBe(false);
    expect(isBusinessAccount({ user_types: undefined })).toBe(false);
  });

  it('builds flag emoji from iso2 codes', () => {
    expect(flagEmoji('NG')).toBe('🇳🇬');
    expect(flagEmoji('de')).toBe('🇩🇪');
    expect(flagEmoji('DEU')).toBe('');
    expect(flagEmoji(undefined)).toBe('');
  });
});

describe('company information form', () => {
  const valid = {
    company_name: 'Greenfield Academy',
    legal_name: 'Greenfield Academy Ltd.',
    company_tagline: 'Great teaching, every classroom',
    company_email: 'hello@greenfield.example.com',
    work_phone_number_prefix: '+971|229',
    work_phone: '501234567',
    country: 'United Arab Emirates',
    province: 'Dubai',
    mailing_address: '12 Knowledge Park, Dubai',
  };

  it('accepts a complete form and one with only the company and legal names', () => {
    expect(validateCompanyInformation(valid, profilesMessages)).toEqual({});
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as typeof valid;
    expect(validateCompanyInformation({ ...empty, company_name: 'Greenfield Academy', legal_name: 'Greenfield Ltd.' }, profilesMessages)).toEqual({});
  });

  it('requires the company name whether or not one was stored (issue 21 w)', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as typeof valid;
    expect(validateCompanyInformation(empty, profilesMessages, empty).company_name).toBe('Enter your company name');
    expect(validateCompanyInformation({ ...valid, company_name: '   ' }, profilesMessages)).toEqual({ company_name: 'Enter your company name' });
    expect(validateCompanyInformation({ ...valid, company_name: '' }, profilesMessages, valid).company_name).toBe('Enter your company name');
  });

  it('requires the legal name on the first save too, when none was stored (issue 45)', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as typeof valid;
    const first = { ...empty, company_name: 'Greenfield Academy' };
    expect(validateCompanyInformation(first, profilesMessages, empty)).toEqual({ legal_name: 'Enter your legal name' });
    expect(validateCompanyInformation({ ...valid, legal_name: '' }, profilesMessages, { ...valid, legal_name: '' }).legal_name).toBe('Enter your legal name');
  });

  it('counts a name of spaces and invisible characters as blank (issue 45)', () => {
    expect(validateCompanyInformation({ ...valid, company_name: '  \u200b ', legal_name: '\u00a0\u200d' }, profilesMessages)).toEqual({
      company_name: 'Enter your company name',
      legal_name: 'Enter your legal name',
    });
  });

  it('gives every spec message', () => {
    const errors = validateCompanyInformation(
      { ...valid, company_name: ' ', legal_name: '', company_tagline: 'x'.repeat(51), company_email: 'hello@greenfield', work_phone: '12345' },
      profilesMessages,
      valid,
    );
    expect(errors).toEqual({
      company_name: 'Enter your company name',
      legal_name: 'Enter your legal name',
      company_tagline: 'Tagline cannot exceed 50 characters',
      company_email: 'Enter a valid email address',
      work_phone: 'Phone number must be between 6-15 digits',
    });
    expect(validateCompanyInformation({ ...valid, company_tagline: 'x'.repeat(50) }, profilesMessages, valid)).toEqual({});
  });
});
