// The code of the edit dialogs an owner opens by a click on their educator profile, as one module, so the first
// click downloads them together and a visitor's page never carries them (the pickers, the cropper's dialog, the
// rich-text store path with DOMPurify). Split per dialog, a host's bundler makes a chunk for each and for each mix
// of the parts they share with the page.
export { KeyDetailsDialog } from './KeyDetailsSection/KeyDetailsDialog';
export { WorkExperienceWizard } from './WorkExperienceSection/WorkExperienceWizard';
export { EndorsementRequestWizard } from './EndorsementsSection/EndorsementRequestWizard';
export { BannerDialog } from './BannerDialog/BannerDialog';
export { ProfilePictureDialog } from './ProfilePictureDialog/ProfilePictureDialog';
export { AddItemDialog } from './EducatorSection/AddItemDialog';
// The pickers of the add forms, from ui: they carry downshift, which no first view needs.
export { CountryCityPicker, Select, SkillsMultiSelect, YearPicker } from '@edupassport/ui';
