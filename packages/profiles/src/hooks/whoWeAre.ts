import type { AboutUsInput, BusinessProfile } from '@edupassport/api-client';
import { htmlToPlainText } from '@edupassport/ui/headless';
import { businessMessages } from '../messages/business';
import { isBlank } from '@edupassport/internal/blank';

/**
 * The specialization list (16 entries ending in Other; the full list is not shown, these are our
 * choice). The business page's 'Business types' offer it: it is the one of the spec's three lists that says
 * what a business does (industry is the work-experience field, services the other multi-select).
 */
export const SPECIALIZATION_OPTIONS: readonly string[] = [
  'Early Childhood Education',
  'Primary Education',
  'Secondary Education',
  'Higher Education',
  'Special Education',
  'Language Education',
  'STEM Education',
  'Arts Education',
  'Vocational Training',
  'Curriculum Development',
  'Educational Technology',
  'Teacher Training',
  'Test Preparation',
  'Education Consulting',
  'Adult Education',
  'Other',
];

/** The 'Business types' choices: the specialization list. */
export const BUSINESS_TYPE_OPTIONS = SPECIALIZATION_OPTIONS;

/** The service list (16 entries ending in Other, 'Tutoring Services' among them; the rest our choice). */
export const SERVICE_OPTIONS: readonly string[] = [
  'Tutoring Services',
  'Curriculum Development',
  'Teacher Recruitment',
  'Teacher Training',
  'Early Years Education',
  'Primary Education',
  'Secondary Education',
  'Higher Education',
  'Language Courses',
  'Exam Preparation',
  'Special Educational Needs Support',
  'Educational Software',
  'Learning Resources',
  'School Management',
  'Career Guidance',
  'Other',
];

/** Chips shown per multi-select before '+N more'. */
export const WHO_WE_ARE_CHIPS_SHOWN = 10;
/** The rich-text counter's limit (shown, not enforced). */
export const WHO_WE_ARE_TEXT_MAX = 1000;

/** The three lists of the first step. */
export interface WhoWeAreLists {
  business_type: string[];
  operation_in: string[];
  services: string[];
}

/** The four rich texts of the second step, as HTML. */
export interface WhoWeAreTexts {
  our_details: string;
  our_history: string;
  our_values: string;
  our_goals: string;
}

/** Everything the two dialogs edit; `media` is a newly cropped file, `mediaUrl` the stored one. */
export interface WhoWeAreDraft extends WhoWeAreLists, WhoWeAreTexts {
  media: Blob | null;
  mediaUrl: string | null;
}

export type WhoWeAreListErrors = Partial<Record<keyof WhoWeAreLists, string>>;
export type WhoWeAreContentErrors = Partial<Record<keyof WhoWeAreTexts | 'media', string>>;

type Messages = Pick<
  typeof businessMessages,
  | 'businessTypeRequired'
  | 'operationRequired'
  | 'serviceRequired'
  | 'uploadYourMedia'
  | 'enterOurDetails'
  | 'enterOurHistory'
  | 'enterOurValues'
  | 'enterOurGoals'
>;

/** The fields of the two steps, in the order their messages show. */
export const WHO_WE_ARE_TEXT_FIELDS = ['our_details', 'our_history', 'our_values', 'our_goals'] as const;

/** The draft the dialogs start from: what is stored. */
export function whoWeAreDraftFrom(business: BusinessProfile): WhoWeAreDraft {
  return {
    business_type: [...business.business_type],
    operation_in: [...business.operation_in],
    services: [...business.services],
    our_details: business.our_details ?? '',
    our_history: business.our_history ?? '',
    our_values: business.our_values ?? '',
    our_goals: business.our_goals ?? '',
    media: null,
    mediaUrl: business.about_us_media ?? null,
  };
}

/** Step 1: at least one of each list. Empty when Continue may go on. */
export function validateWhoWeAreLists(lists: WhoWeAreLists, m: Messages = businessMessages): WhoWeAreListErrors {
  const errors: WhoWeAreListErrors = {};
  if (!lists.business_type.length) errors.business_type = m.businessTypeRequired;
  if (!lists.operation_in.length) errors.operation_in = m.operationRequired;
  if (!lists.services.length) errors.services = m.serviceRequired;
  return errors;
}

// The 'n/1000' counter counts what a person reads, as the bio's limit does.
export { richTextLength } from './paragraphs';

/** Step 2: the media (stored or new) and the four texts are all required. */
export function validateWhoWeAreContent(
  draft: WhoWeAreTexts & Pick<WhoWeAreDraft, 'media' | 'mediaUrl'>,
  m: Messages = businessMessages,
): WhoWeAreContentErrors {
  const errors: WhoWeAreContentErrors = {};
  if (!draft.media && !draft.mediaUrl) errors.media = m.uploadYourMedia;
  const messages = {
    our_details: m.enterOurDetails,
    our_history: m.enterOurHistory,
    our_values: m.enterOurValues,
    our_goals: m.enterOurGoals,
  };
  for (const field of WHO_WE_ARE_TEXT_FIELDS)
    if (isBlank(htmlToPlainText(draft[field]))) errors[field] = messages[field];
  return errors;
}

/** The 'data' part of the save: the lists and the four texts as they were typed. */
export function toAboutUsInput(draft: WhoWeAreDraft): AboutUsInput {
  return {
    business_type: draft.business_type,
    operation_in: draft.operation_in,
    services: draft.services,
    our_details: draft.our_details,
    our_history: draft.our_history,
    our_values: draft.our_values,
    our_goals: draft.our_goals,
  };
}
