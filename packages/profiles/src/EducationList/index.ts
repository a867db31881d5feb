export { EducationList, validateEducation, DEGREE_OPTIONS, FIELD_OF_STUDY_OPTIONS } from './EducationList';
export type { EducationListProps } from './EducationList';
