/** The styling-free entry of @edupassport/profiles: rules and messages, no styled-components. */
export { truncateName, getBusinessSizeLabel, countLanguages, PROFILE_NAME_LIMIT } from './rules/profileRules';
export { profilesMessages } from './messages';
export { profilesCatalogs } from './messages/catalogs';
export type { ProfilesMessages } from './messages';
// Educator profile (issue 9): hooks and pure rules.
export { useEducatorProfile, isOwnProfile } from './hooks/useEducatorProfile';
export type { UseEducatorProfileOptions, UseEducatorProfileResult, EducatorProfileStatus } from './hooks/useEducatorProfile';
export { useSaveLock } from './hooks/useSaveLock';
export type { UseSaveLockResult } from './hooks/useSaveLock';
export { useAvailability, changedFlags } from './hooks/useAvailability';
export type { Availability, AvailabilityFlag, UseAvailabilityResult } from './hooks/useAvailability';
export { useCountryNames, useCityNames } from './hooks/useLocationOptions';
export type { LocationOptionsResult } from './hooks/useLocationOptions';
export {
  validateKeyDetails,
  keyDetailsValuesFrom,
  parseLanguages,
  formatLanguages,
  completeLanguages,
  splitList,
  profileUpdateFailure,
  SUMMARY_MAX,
  BIO_MAX,
  NATIONALITY_MAX,
  LANGUAGE_OPTIONS,
  LANGUAGE_LEVELS,
} from './hooks/educatorRules';
export type { KeyDetailsValues, KeyDetailsErrors, LanguageEntry } from './hooks/educatorRules';
export { PREFERRED_JOB_ROLES, PREFERRED_JOB_SETTINGS, PREFERRED_JOB_SUBJECTS, ADDITIONAL_SKILL_OPTIONS, DEFAULT_ENDORSEMENT_SKILLS } from './hooks/educatorOptions';
// Business profile and summary card (issue 10): pure rules.
export {
  TAGLINE_MAX,
  PHONE_MIN_DIGITS,
  PHONE_MAX_DIGITS,
  DEFAULT_PHONE_PREFIX,
  FALLBACK_PHONE_PREFIXES,
  isValidPhone,
  phonePrefixCode,
  formatPhonePrefix,
  formatPhone,
  isBusinessAccount,
  galleryTileSpan,
  flagEmoji,
} from './rules/businessRules';
export { toKeyDetailsInput, toWorkExperienceInput } from './hooks/storeInputs';
export { INDUSTRY_OPTIONS } from './hooks/educatorOptions';
export {
  validateWorkExperience,
  draftFromExperience,
  formatWorkPeriod,
  snapEndYear,
  CAROUSEL_PAGE_SIZE,
} from './hooks/workExperience';
export type { WorkExperienceDraft, WorkExperienceErrors } from './hooks/workExperience';
export { useUserSearch, USER_SEARCH_MIN_CHARS } from './hooks/useUserSearch';
export type { UseUserSearchResult } from './hooks/useUserSearch';
export { validateCompanyInformation } from './rules/businessRules';
export type { CompanyInformationValues, CompanyInformationErrors, CompanyInformationMessages } from './rules/businessRules';
export { useBusinessProfile } from './hooks/useBusinessProfile';
export type { UseBusinessProfileOptions, UseBusinessProfileResult, BusinessProfileView } from './hooks/useBusinessProfile';
export { useBusinessProfileSave } from './hooks/useBusinessProfileSave';
export type { UseBusinessProfileSaveResult } from './hooks/useBusinessProfileSave';
export { usePhonePrefixOptions, matchPhonePrefix } from './hooks/useBusinessProfileOptions';
export type { PhonePrefixOption, UsePhonePrefixOptionsResult } from './hooks/useBusinessProfileOptions';
export { validateResumeFile, RESUME_MAX_BYTES } from './hooks/resume';
// Endorsement response page (issue 9): the endorser's hook and its pure rules.
export {
  useEndorsementResponse,
  validateEndorsementResponse,
  toEndorsementResponseInput,
  EMPTY_ENDORSEMENT_RESPONSE,
  ENDORSEMENT_RATING_MAX,
  ENDORSEMENT_RATING_DEFAULT,
} from './hooks/useEndorsementResponse';
export type {
  UseEndorsementResponseResult,
  EndorsementResponseStatus,
  EndorsementResponseValues,
  EndorsementResponseErrors,
  EndorsementResponseRuleMessages,
} from './hooks/useEndorsementResponse';
export { validateCredentialRows, validateLinkRows, credentialInput, linkInput } from './hooks/businessRows';
export type { CredentialRow, LinkRow, RowErrors, RowsValidation, BusinessRowsMessages } from './hooks/businessRows';
export { useRowsForm } from './hooks/useRowsForm';
export type { UseRowsFormOptions, UseRowsFormResult } from './hooks/useRowsForm';
export { useBusinessList, useSaveAndReload } from './hooks/useBusinessList';
export type { UseBusinessListOptions, UseBusinessListResult } from './hooks/useBusinessList';
export { useGalleryUpload } from './hooks/useGalleryUpload';
export type { ChosenImage, UseGalleryUploadResult } from './hooks/useGalleryUpload';
export { useLinkPreview, useLinkPreviewService, LinkPreviewProvider } from './hooks/useLinkPreview';
export type { LinkPreviewState, LinkPreviewProviderProps } from './hooks/useLinkPreview';
// Who we are and team edit (issue 10 items 4 and 7): rules, choice lists and the team save.
export {
  BUSINESS_TYPE_OPTIONS,
  SPECIALIZATION_OPTIONS,
  SERVICE_OPTIONS,
  WHO_WE_ARE_CHIPS_SHOWN,
  WHO_WE_ARE_TEXT_MAX,
  WHO_WE_ARE_TEXT_FIELDS,
  whoWeAreDraftFrom,
  validateWhoWeAreLists,
  validateWhoWeAreContent,
  richTextLength,
  toAboutUsInput,
} from './hooks/whoWeAre';
export type { WhoWeAreDraft, WhoWeAreLists, WhoWeAreTexts, WhoWeAreListErrors, WhoWeAreContentErrors } from './hooks/whoWeAre';
export {
  useTeamMembersSave,
  teamMemberDraft,
  validateTeamMember,
  hasTeamMemberErrors,
  toTeamMemberInput,
  TEAM_SKILL_COUNT,
} from './hooks/useTeamMembersSave';
export type { TeamMemberDraft, TeamMemberErrors, UseTeamMembersSaveResult } from './hooks/useTeamMembersSave';
export { useObjectUrl } from './hooks/useObjectUrl';
// Profile picture and banner: the editor behind both dialogs.
export { useProfileImageEditor } from './ProfileHero/useProfileImageEditor';
export type { ProfileImageKind, ProfileImageStep, UseProfileImageEditorOptions, UseProfileImageEditorResult } from './ProfileHero/useProfileImageEditor';
// The query keys, the profile reads and their prefetch helpers (the ./server entry).
export * from './server';
// Educator data layer
export { reloadSignedInUser } from './hooks/reloadSignedInUser';
export { useOwnProfileWrite, ownProfileChange, setOwnProfile } from './hooks/ownProfile';
export type { OwnProfileWriteOptions, UserPatch } from './hooks/ownProfile';
export { useAdditionalSkillsEditor } from './hooks/useAdditionalSkillsEditor';
export type { UseAdditionalSkillsEditorResult } from './hooks/useAdditionalSkillsEditor';
export { usePreferredJobsEditor } from './hooks/usePreferredJobsEditor';
export type { UsePreferredJobsEditorResult } from './hooks/usePreferredJobsEditor';
export { useLocationsWantedEditor } from './hooks/useLocationsWantedEditor';
export type { UseLocationsWantedEditorResult } from './hooks/useLocationsWantedEditor';
export { useWorkExperienceRemove, useWorkExperienceSave } from './hooks/useWorkExperienceEditor';
export type { UseWorkExperienceSaveResult } from './hooks/useWorkExperienceEditor';
export { useEndorsementsEditor, useEndorsementRequest } from './hooks/useEndorsementsEditor';
export type { UseEndorsementsEditorResult, UseEndorsementRequestResult } from './hooks/useEndorsementsEditor';
export { useResumeEditor } from './hooks/useResumeEditor';
export type { UseResumeEditorResult } from './hooks/useResumeEditor';
export { useKeyDetailsSave, sentKeyDetails } from './hooks/useKeyDetailsSave';
export type { UseKeyDetailsSaveResult } from './hooks/useKeyDetailsSave';
export { endorsementRequestQueryOptions } from './hooks/useEndorsementResponse';
// Business data layer
export { phoneCodesQueryOptions } from './hooks/useBusinessProfileOptions';
export { useBusinessDelete } from './hooks/useBusinessDelete';
export type { UseBusinessDeleteOptions, UseBusinessDeleteResult } from './hooks/useBusinessDelete';
export {
  useCompanyInformationSave,
  useAboutUsSave,
  useTeamMemberDelete,
  useGalleryImageDelete,
  useGallerySave,
  useEducationDelete,
  useEducationSave,
  credentialListCalls,
  linkListCalls,
} from './hooks/useBusinessSections';
export type { UseCompanyInformationSaveResult, UseAboutUsSaveResult } from './hooks/useBusinessSections';
