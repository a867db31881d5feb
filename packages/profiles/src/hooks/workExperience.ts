import { isCurrentJob } from '@edupassport/api-client/rules';
import type { LocationType, WorkExperience } from '@edupassport/api-client';
import { profilesMessages } from '../messages';
import { htmlToPlainText } from '@edupassport/ui/headless';
import { isBlank } from '@edupassport/internal/blank';

/** Work experience timings and the carousel page size. */
export const WORK_EXPERIENCE_SAVE_DELAY_MS = 500;
export const WORK_EXPERIENCE_PROGRESS_CLEAR_MS = 3000;
export const CAROUSEL_PAGE_SIZE = 4;
/** The narrowest a work experience or endorsement card gets: a narrow column shows fewer per page, one card the whole width. */
export const CAROUSEL_MIN_CARD_WIDTH = 240;

/** The wizard's first step. */
export interface WorkExperienceDraft {
  job_title: string;
  industry: string;
  location_type: LocationType | '';
  country: string;
  state: string;
  city: string;
  startYear: number | null;
  endYear: number | null;
  current: boolean;
  details: string;
}

export type WorkExperienceErrors = Partial<
  Record<'job_title' | 'industry' | 'location_type' | 'location' | 'startYear' | 'details', string>
>;

export const EMPTY_WORK_EXPERIENCE: WorkExperienceDraft = {
  job_title: '',
  industry: '',
  location_type: '',
  country: '',
  state: '',
  city: '',
  startYear: null,
  endYear: null,
  current: false,
  details: '',
};

function yearOf(date: string | undefined | null): number | null {
  const match = /^(\d{4})/.exec(date?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/** The draft of an existing item (editing starts at step 1, prefilled). */
export function draftFromExperience(item: WorkExperience): WorkExperienceDraft {
  const [country = '', state = '', ...city] = (item.location ?? '').split(',').map((part) => part.trim());
  const current = isCurrentJob(item);
  return {
    job_title: item.job_title,
    industry: item.industry ?? '',
    location_type: (['Remote', 'On-site', 'Hybrid'] as const).find((type) => type === item.location_type) ?? '',
    country,
    state,
    city: city.join(', '),
    startYear: yearOf(item.start_date),
    endYear: current ? null : yearOf(item.end_date),
    current,
    // As stored: the rich-text editor shows its formatting (and older plain text with its paragraphs).
    details: item.details ?? '',
  };
}

/** 'Country, State, City', leaving out the parts not given. */
export function formatWorkLocation(draft: Pick<WorkExperienceDraft, 'country' | 'state' | 'city'>): string {
  return [draft.country, draft.state, draft.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** An end year earlier than the start is snapped to the start. */
export function snapEndYear(startYear: number | null, endYear: number | null): number | null {
  return startYear !== null && endYear !== null && endYear < startYear ? startYear : endYear;
}

/** Every required field says 'This field is required'; the start date is required, the end optional. */
export function validateWorkExperience(
  draft: WorkExperienceDraft,
  m: typeof profilesMessages = profilesMessages,
): WorkExperienceErrors {
  const errors: WorkExperienceErrors = {};
  if (isBlank(draft.job_title)) errors.job_title = m.fieldRequired;
  if (!draft.industry) errors.industry = m.fieldRequired;
  if (!draft.location_type) errors.location_type = m.fieldRequired;
  if (isBlank(draft.country)) errors.location = m.fieldRequired;
  if (draft.startYear === null) errors.startYear = m.fieldRequired;
  if (isBlank(htmlToPlainText(draft.details))) errors.details = m.fieldRequired;
  return errors;
}

/** '2021 – Present', '2017 – 2021' or just the start year. */
export function formatWorkPeriod(
  item: Pick<WorkExperience, 'start_date' | 'end_date'>,
  m: typeof profilesMessages = profilesMessages,
): string {
  const start = yearOf(item.start_date);
  const end = isCurrentJob(item) ? m.present : yearOf(item.end_date);
  if (start === null) return end === null ? '' : String(end);
  return end === null ? String(start) : `${start} – ${end}`;
}
