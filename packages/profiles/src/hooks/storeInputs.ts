import { CURRENT_JOB_END_DATE } from '@edupassport/api-client/rules';
import type { KeyDetailsInput, LocationType, WorkExperienceInput } from '@edupassport/api-client';
import { htmlToPlainText, sanitizeHtml } from '@edupassport/ui/headless';
import { formatLanguages, type KeyDetailsValues } from './educatorRules';
import { isHtml, paragraphsToHtml } from './paragraphs';
import { formatWorkLocation, snapEndYear, type WorkExperienceDraft } from './workExperience';

// What a save sends, apart from the rules a page shows with: storing rich text runs DOMPurify (sanitizeHtml), which
// only the edit dialogs need, so it downloads with them and not with the profile's first view.

/**
 * What a save stores for the editor's value (or a stored value left untouched): the formatting the sanitizer allows,
 * anything else (scripts, event handlers) dropped; plain text as `<p>` paragraphs; '' when nothing is left to read.
 */
export function richTextToStore(value: string | null | undefined): string {
  if (!value) return '';
  if (!isHtml(value)) return paragraphsToHtml(value);
  const html = sanitizeHtml(value);
  return htmlToPlainText(html) || /<img\b/i.test(html) ? html : '';
}

/** The payload of the key details call: the bio as sanitized HTML, nationality as a comma string, languages as 'name:level' pairs. */
export function toKeyDetailsInput(values: KeyDetailsValues): KeyDetailsInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    nickname: values.nickname.trim(),
    summary: values.summary,
    bio: richTextToStore(values.bio),
    nationality: values.nationality.join(','),
    current_base: values.current_base.trim(),
    languages: formatLanguages(values.languages),
  };
}

/** The payload: January of the start year, the end year (or January 9999 for a current job, or null), the details as sanitized HTML, the image URL. */
export function toWorkExperienceInput(draft: WorkExperienceDraft, image: string | null): WorkExperienceInput {
  const end = draft.current
    ? CURRENT_JOB_END_DATE
    : draft.endYear !== null
      ? `${snapEndYear(draft.startYear, draft.endYear)}-01-01`
      : null;
  return {
    job_title: draft.job_title.trim(),
    industry: draft.industry,
    location_type: draft.location_type as LocationType,
    location: formatWorkLocation(draft),
    start_date: `${draft.startYear}-01-01`,
    end_date: end,
    details: richTextToStore(draft.details),
    image,
  };
}
