import * as z from 'zod/mini';
import { businessProfileSchema, credentialSchema } from './business';
import { id, list, looseBoolean, numberOr, openEnum, optionalOf, optionalString, stringList, textOr, tolerantList } from './common';
import { CITY_NOT_DECIDED, userTypes, type LocationType } from './rules';

export {
  CITY_NOT_DECIDED,
  CURRENT_JOB_END_DATE,
  EXTERNAL_JOBS_EMAIL,
  isCurrentJob,
  isExternalJobsAccount,
  locationTypes,
  userTypes,
  type LocationType,
  type UserType,
} from './rules';

export const workExperienceSchema = z.object({
  id,
  job_title: textOr(''),
  industry: optionalString,
  location_type: optionalString,
  /** 'Country, State, City'. */
  location: optionalString,
  start_date: optionalString,
  end_date: optionalString,
  details: optionalString,
  image: optionalString,
});
export type WorkExperience = z.output<typeof workExperienceSchema>;

export const preferredJobSchema = z.object({
  id,
  role: textOr(''),
  subject: textOr(''),
  setting: textOr(''),
  /** Hidden items are dimmed with '(Hidden)' and left out unless show-hidden is on. */
  hidden: looseBoolean,
});
export type PreferredJob = z.output<typeof preferredJobSchema>;

export const locationWantedSchema = z.object({
  id,
  country: textOr(''),
  /** Undefined when no city is chosen ('Not decided yet' means country only). */
  city: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => (v?.trim() && v.trim() !== CITY_NOT_DECIDED ? v : undefined)),
  ),
  hidden: looseBoolean,
});
export type LocationWanted = z.output<typeof locationWantedSchema>;

export const endorsementSchema = z.pipe(
  z.object({
    id,
    /** The endorsed user (who asked for it), when the answer says. */
    user_id: optionalOf(id),
    /** 'pending' until the endorser answers, then 'completed', when the answer says. */
    status: optionalString,
    name: optionalString,
    // The respond call writes endorser_name and endorsement_text; answers may echo either name.
    endorser_name: optionalString,
    avatar: optionalString,
    position: optionalString,
    organization: optionalString,
    skills: stringList,
    recommendation: optionalString,
    endorsement_text: optionalString,
    rating: numberOr(5),
    date: optionalString,
    created_at: optionalString,
  }),
  z.transform(({ endorser_name, endorsement_text, created_at, ...e }) => ({
    ...e,
    name: (e.name ?? endorser_name)?.trim() || 'Anonymous',
    position: e.position?.trim() || 'Endorser',
    recommendation: e.recommendation ?? endorsement_text ?? '',
    date: e.date ?? created_at,
  })),
);
export type Endorsement = z.output<typeof endorsementSchema>;

export const educationEntrySchema = z.object({
  id,
  school: textOr(''),
  degree: textOr(''),
  field_of_study: textOr(''),
  year_of_graduation: textOr(''),
});
export type EducationEntry = z.output<typeof educationEntrySchema>;

export const userProfileSchema = z.pipe(
  z.object({
    id,
    first_name: optionalString,
    last_name: optionalString,
    full_name: optionalString,
    nickname: optionalString,
    summary: optionalString,
    bio: optionalString,
    /** Comma-separated nationalities. */
    nationality: optionalString,
    /** The current base, 'Country, City'. */
    location: optionalString,
    /** Comma-separated 'name:level' pairs. */
    language: optionalString,
    email: optionalString,
    /** One of userTypes, or the type as sent when the kit does not know it. */
    user_types: openEnum(userTypes),
    profile_picture: optionalString,
    banner_picture: optionalString,
    skills: stringList,
    additional_skills: stringList,
    preferred_jobs: list(preferredJobSchema),
    locations_i_want_to_work: list(locationWantedSchema),
    work_experience: list(workExperienceSchema),
    endorsements: list(endorsementSchema),
    my_education: list(educationEntrySchema),
    credential: list(credentialSchema),
    resume: optionalString,
    resume_file_name: optionalString,
    open_to_work: looseBoolean,
    open_to_network: looseBoolean,
    business_profile: optionalOf(businessProfileSchema),
  }),
  z.transform((user) => ({
    ...user,
    full_name: user.full_name?.trim() || [user.first_name, user.last_name].filter(Boolean).join(' '),
  })),
);
export type UserProfile = z.output<typeof userProfileSchema>;

export const searchUserResultSchema = z.object({
  id,
  nickname: optionalString,
  first_name: optionalString,
  last_name: optionalString,
  email: optionalString,
  profile_picture: optionalString,
  location: optionalString,
  bio: optionalString,
});
export type SearchUserResult = z.output<typeof searchUserResultSchema>;

/** GET /api/users/get-user-by-id: the user under `data`, the endorsements beside it (or inside it). */
export const userWithEndorsementsSchema = z.pipe(
  z.object({
    data: userProfileSchema,
    // Outside the union, null and missing fall back to the user's own list.
    endorsements: z.nullish(z.union([list(endorsementSchema), z.pipe(z.object({ data: list(endorsementSchema) }), z.transform((v) => v.data))])),
  }),
  z.transform(({ data, endorsements }) => ({ user: data, endorsements: endorsements ?? data.endorsements })),
);
export type UserWithEndorsements = z.output<typeof userWithEndorsementsSchema>;

/** The search answer holds a users list: `{ users }`, `{ data: { users } }` or `{ data: [...] }`. */
export const searchUsersAnswerSchema = tolerantList(searchUserResultSchema, 'users');

export interface KeyDetailsInput {
  first_name: string;
  last_name: string;
  nickname: string;
  summary: string;
  bio: string;
  /** Comma-separated nationalities. */
  nationality: string;
  current_base: string;
  /** Comma-separated 'name:level' pairs. */
  languages: string;
}

export interface WorkExperienceInput {
  job_title: string;
  industry: string;
  location: string;
  location_type: LocationType;
  start_date: string;
  /** Null or absent for none; CURRENT_JOB_END_DATE for a current job. */
  end_date?: string | null | undefined;
  details: string;
  image?: string | null | undefined;
}

export interface EndorsementRequestInput {
  target_user_email: string;
  /** Only for platform users; null otherwise. */
  target_user_id?: string | number | null | undefined;
  skills: string[];
}

export interface EndorsementResponseInput {
  endorser_name: string;
  endorsement_text: string;
  /** Default 5. */
  rating?: number | undefined;
  position?: string | undefined;
  organization?: string | undefined;
  avatar?: string | undefined;
}

export interface ResumeInput {
  resume_url: string;
  resume_file_name: string;
}

export type PreferredJobInput = { id?: string | number | undefined; role: string; subject: string; setting: string; hidden?: boolean | undefined };
export type LocationWantedInput = { id?: string | number | undefined; country: string; city?: string | null | undefined; hidden?: boolean | undefined };
export type EducationEntryInput = { id?: string | number | undefined; school: string; degree: string; field_of_study: string; year_of_graduation: string };
