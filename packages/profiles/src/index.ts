// The full entry: everything of ./headless, plus the styled components as they are built.
export * from './headless';
// Educator profile (issue 9): the page, its sections and dialogs.
export { EducatorProfilePage } from './EducatorProfilePage';
export type { EducatorProfilePageProps } from './EducatorProfilePage';
export { EducatorSection } from './EducatorSection';
export type { EducatorSectionProps } from './EducatorSection';
export { KeyDetailsSection, KeyDetailsDialog } from './KeyDetailsSection';
export type { KeyDetailsSectionProps, KeyDetailsDialogProps } from './KeyDetailsSection';
export { AvailabilitySection } from './AvailabilitySection';
export type { AvailabilitySectionProps } from './AvailabilitySection';
export { PreferredJobsSection, validatePreferredJob } from './PreferredJobsSection';
export type { PreferredJobsSectionProps } from './PreferredJobsSection';
export { LocationsWantedSection } from './LocationsWantedSection';
export type { LocationsWantedSectionProps } from './LocationsWantedSection';
export { AdditionalSkillsSection } from './AdditionalSkillsSection';
export type { AdditionalSkillsSectionProps } from './AdditionalSkillsSection';
// Business profile and summary card (issue 10).
export { ProfileSummaryCard } from './ProfileSummaryCard';
export type { ProfileSummaryCardProps } from './ProfileSummaryCard';
// In a folder of its own so that the card's first load (which opens it on demand) never includes it.
export { ProfileDialog, profileDialogTitle } from './ProfileDialog';
export type { ProfileDialogProps } from './ProfileDialog';
export { WorkExperienceSection, WorkExperienceWizard, WorkExperienceCard } from './WorkExperienceSection';
export type { WorkExperienceSectionProps, WorkExperienceWizardProps, WorkExperienceCardProps } from './WorkExperienceSection';
export { EndorsementsSection, EndorsementRequestWizard, EndorsementCard, ENDORSEMENT_TEXT_LIMIT } from './EndorsementsSection';
export type { EndorsementsSectionProps, EndorsementRequestWizardProps, EndorsementCardProps } from './EndorsementsSection';
export { BusinessProfilePage } from './BusinessProfilePage';
export type { BusinessProfilePageProps } from './BusinessProfilePage';
export { CompanyHeader } from './CompanyHeader';
export type { CompanyHeaderProps } from './CompanyHeader';
export { WhoWeAre } from './WhoWeAre';
export type { WhoWeAreProps } from './WhoWeAre';
export { Credentials } from './Credentials';
export type { CredentialsProps } from './Credentials';
export { EventGallery, wrapIndex } from './EventGallery';
export type { EventGalleryProps } from './EventGallery';
export { Team } from './Team';
export type { TeamProps } from './Team';
export { BusinessLinks } from './BusinessLinks';
export type { BusinessLinksProps } from './BusinessLinks';
export { ResumeSection } from './ResumeSection';
export type { ResumeSectionProps } from './ResumeSection';
export { EducationList, validateEducation, DEGREE_OPTIONS, FIELD_OF_STUDY_OPTIONS } from './EducationList';
export type { EducationListProps } from './EducationList';
// Endorsement response page (issue 9).
export { EndorsementResponsePage, StarRating } from './EndorsementResponsePage';
export type { EndorsementResponsePageProps, StarRatingProps } from './EndorsementResponsePage';
export { LinkCard } from './BusinessLinks';
export type { LinkCardProps } from './BusinessLinks';
// Profile picture and banner dialogs, and the hero both profile pages share.
export { ProfileHero } from './ProfileHero';
export type { ProfileHeroProps } from './ProfileHero';
export { ProfilePictureDialog } from './ProfilePictureDialog';
export type { ProfilePictureDialogProps } from './ProfilePictureDialog';
export { BannerDialog } from './BannerDialog';
export type { BannerDialogProps } from './BannerDialog';
