import * as z from 'zod/mini';
import { id, list, optionalString, optionalText, stringList, textOr } from './common';
import type { BusinessSize } from './rules';

export { businessSizes, galleryImageName, parsePhonePrefix, TEAM_MEMBER_SKILLS, type BusinessSize } from './rules';

export const credentialSchema = z.object({
  id,
  /** The credential's title. */
  achievement: textOr(''),
  year: textOr(''),
});
export type Credential = z.output<typeof credentialSchema>;

export const teamMemberSchema = z.object({
  id,
  name: textOr(''),
  role: textOr(''),
  avatar_url: optionalString,
  skills: z.pipe(
    stringList,
    z.transform((skills): [string, string, string] => [skills[0] ?? '', skills[1] ?? '', skills[2] ?? '']),
  ),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

export const linkSchema = z.object({
  id,
  link_title: textOr(''),
  url: textOr(''),
});
export type Link = z.output<typeof linkSchema>;

export const businessProfileSchema = z.object({
  id: z.optional(id),
  company_name: optionalString,
  legal_name: optionalString,
  company_tagline: optionalString,
  company_email: optionalString,
  /** A dial code, or 'code|countryId'; see parsePhonePrefix. */
  work_phone_number_prefix: optionalText,
  work_phone: optionalText,
  country: optionalString,
  province: optionalString,
  mailing_address: optionalString,
  company_website: optionalString,
  business_size: z.pipe(
    z.nullish(z.string()),
    z.transform((v): BusinessSize | (string & {}) | undefined => v ?? undefined),
  ),
  business_type: stringList,
  operation_in: stringList,
  services: stringList,
  about_us_media: optionalString,
  our_details: optionalString,
  our_history: optionalString,
  our_values: optionalString,
  our_goals: optionalString,
  gallery: stringList,
  our_team: list(teamMemberSchema),
  our_links: list(linkSchema),
});
export type BusinessProfile = z.output<typeof businessProfileSchema>;

export interface AboutUsInput {
  business_type: string[];
  operation_in: string[];
  services: string[];
  our_details: string;
  our_history: string;
  our_values: string;
  our_goals: string;
}

export interface GeneralInformationInput {
  company_name?: string | undefined;
  legal_name?: string | undefined;
  company_tagline?: string | undefined;
  company_email?: string | undefined;
  work_phone_number_prefix?: string | undefined;
  work_phone?: string | undefined;
  mailing_address?: string | undefined;
  /** The country's name. */
  country?: string | undefined;
  /** The province's name. */
  province?: string | undefined;
}

export interface CredentialInput {
  achievement: string;
  year: string;
}

export interface TeamMemberInput {
  name: string;
  role: string;
  avatar_url?: string | null | undefined;
  skills: [string, string, string];
}

export interface LinkInput {
  link_title: string;
  url: string;
}
