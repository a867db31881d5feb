/** Strings of the business profile page, its sections and the profile summary card, word for word from the spec. */
export const businessMessages = {
  // The summary card's profile dialog; the labels the spec leaves open are our choices (README).
  viewProfile: 'View Profile',
  openProfile: (name: string) => `Open ${name}'s profile`,
  nationalityLabel: 'Nationality',
  locationLabel: 'Location',
  degreeLabel: 'Degree',
  fieldOfStudyLabel: 'Field of study',
  businessSizeLabel: 'Business size',
  websiteLabel: 'Website',

  // Business profile page
  messageUs: 'Message Us!',
  shareBusiness: 'Share',
  whoWeAre: 'Who we are',
  businessLoadFailed: "We couldn't load this business profile",
  externalJobsTagline: 'Every school, one job board: openings gathered from across the web.',
  bannerAltBusiness: (name: string) => `${name} banner`,
  editBusinessSection: (title: string) => `Edit ${title}`,
  businessSectionEmpty: 'Nothing added yet.',

  // Company header
  companyInformation: 'Company Information',
  update: 'Update',
  updateCompanyInformation: 'Update Company Information',
  companyName: 'Company name',
  legalName: 'Legal name',
  tagline: 'Tagline',
  companyEmail: 'Company email',
  phone: 'Phone',
  phonePrefix: 'Phone code',
  companyCountry: 'Country',
  companyProvince: 'Province',
  mailingAddress: 'Mailing address',
  saving: 'Saving...',
  saveChanges: 'Save',
  cancelBusiness: 'Cancel',
  enterCompanyName: 'Enter your company name',
  enterLegalName: 'Enter your legal name',
  taglineTooLong: 'Tagline cannot exceed 50 characters',
  invalidEmail: 'Enter a valid email address',
  invalidPhone: 'Phone number must be between 6-15 digits',
  companyUpdated: 'Company information updated successfully',
  companyUpdateFailed: 'Failed to update company information',

  // Who we are
  businessTypes: 'Business types',
  operations: 'Operations',
  services: 'Services',
  ourDetail: 'Our Detail',
  ourHistory: 'Our History',
  ourValues: 'Our Values',
  ourGoals: 'Our Goals',
  aboutUsMedia: 'About us media',
  businessTypeRequired: 'At least one business type is required',
  operationRequired: 'At least one operation is required',
  serviceRequired: 'At least one service is required',
  uploadYourMedia: 'Upload your media',
  enterOurDetails: 'Enter your our details',
  enterOurHistory: 'Enter your our history',
  enterOurValues: 'Enter your our values',
  enterOurGoals: 'Enter your our goals',

  // Credentials and awards
  credentialsAndAwards: 'Credentials and Awards',
  credentialTitle: 'Title',
  credentialYear: 'Year',
  addAtLeastOneField: 'Add at least one field',
  titleRequired: 'Title is required',
  yearRequired: 'Year is required',

  // Event gallery
  eventGallery: 'Event Gallery',
  galleryImageAlt: (n: number, total: number) => `Gallery image ${n} of ${total}`,
  galleryCounter: (n: number, total: number) => `${n} / ${total}`,
  previousImage: 'Previous image',
  nextImage: 'Next image',
  deleteImage: (n: number) => `Delete image ${n}`,

  // Team
  ourTeam: 'Our Team',
  memberName: 'Name',
  memberRole: 'Role',
  memberSkill: (n: number) => `Skill ${n}`,
  nameRequired: 'Name is required',
  roleRequired: 'Role is required',
  skillRequired: 'Skill is required',
  teamSaveFailed: 'Failed to process team members',
  uploadProgress: (name: string, percent: number) => `${name}: ${percent}%`,

  // Links
  links: 'Links',
  linkTitle: 'Link Title',
  linkUrl: 'URL',
  linkTitleRequired: 'Link Title is required',
  urlRequired: 'URL is required',
  invalidUrlFormat: 'Invalid URL format',
  loadingPreview: 'Loading preview...',

  // Save and delete failures the original only logged (issue 10 item 10): our wording (README).
  saveFailed: (reason: string) => `Could not save: ${reason}`,
  deleteFailed: (reason: string) => `Could not delete: ${reason}`,
};
