import {
  ADDITIONAL_SKILL_OPTIONS,
  DEFAULT_ENDORSEMENT_SKILLS,
  DEGREE_OPTIONS,
  FIELD_OF_STUDY_OPTIONS,
  INDUSTRY_OPTIONS,
  PREFERRED_JOB_ROLES,
  PREFERRED_JOB_SETTINGS,
  PREFERRED_JOB_SUBJECTS,
} from '../hooks/educatorOptions';
import { BUSINESS_TYPE_OPTIONS, SERVICE_OPTIONS } from '../hooks/whoWeAre';

/** Each value of a list, labelled as itself: English shows the stored values as they are. */
function asSent<V extends string>(...lists: ReadonlyArray<readonly V[]>): Record<V, string> {
  return Object.fromEntries(lists.flat().map((value): [string, string] => [value, value])) as Record<V, string>;
}

/**
 * How the stored values of the profile's choice lists read, by the value the API stores (which never changes).
 * Other languages give their words; a value the server adds later shows as sent.
 */
export const valueMessages = {
  jobRoleLabels: asSent(PREFERRED_JOB_ROLES),
  jobSettingLabels: asSent(PREFERRED_JOB_SETTINGS),
  subjectLabels: asSent(PREFERRED_JOB_SUBJECTS),
  /** The additional skills and the skills offered for an endorsement. */
  skillLabels: asSent(ADDITIONAL_SKILL_OPTIONS, DEFAULT_ENDORSEMENT_SKILLS),
  industryLabels: asSent(INDUSTRY_OPTIONS),
  degreeLabels: asSent(DEGREE_OPTIONS),
  fieldOfStudyLabels: asSent(FIELD_OF_STUDY_OPTIONS),
  /** A business's types (the specialization list) and its services. */
  businessTypeLabels: asSent(BUSINESS_TYPE_OPTIONS),
  serviceLabels: asSent(SERVICE_OPTIONS),
};
