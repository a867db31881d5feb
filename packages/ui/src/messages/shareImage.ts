import type { ShareType } from '../share/types';
import type { ShareImageStep } from '../ShareImageDialog/shareImageCore';

/** Strings of the Instagram share image: the dialog, its progress and the posters. */
export const shareImageMessages = {
  shareImageDialogTitle: 'Share to Instagram',
  /** Progress labels, in the order the steps run. */
  shareImageProgress: {
    initializing: 'Initializing',
    images: 'Loading image resources',
    background: 'Loading background',
    finalCheck: 'Final check',
    generating: 'Generating share image',
  } satisfies Record<ShareImageStep, string>,
  shareImageFailed: 'Failed to create share image. Please try again.',
  shareImageDownload: 'Download',
  shareImageOpenInstagram: 'Open Instagram',
  /** Alt text of the generated image, naming what it shows. */
  shareImagePreviewAlt: (what: string) => `Share poster of this ${what}`,
  /** What each type is called in the alt text. */
  shareImageTypeName: {
    job: 'job',
    event: 'event',
    deal: 'deal',
    profile: 'educator profile',
    business_profile: 'business profile',
    post: 'post',
  } satisfies Record<ShareType, string>,
  /** The poster's heading per type; a business profile uses the profile's. */
  posterHeading: {
    job: 'Check this out!',
    event: 'Upcoming EDU Event!',
    deal: 'Be Part of This Awesome Event!',
    profile: 'Look into this profile',
    business_profile: 'Look into this profile',
    post: 'Look at this post!',
  } satisfies Record<ShareType, string>,
  posterBrand: 'EDU Passport',
  posterCallToAction: 'Find it on EDU Passport',
  posterLocation: 'Location',
  posterEmploymentType: 'Employment type',
  posterSalary: 'Salary',
  posterExperience: 'Experience',
  posterExperienceYears: (min: number | undefined, max: number | undefined) =>
    min !== undefined && max !== undefined && max !== min ? `${min}–${max} years` : `${min ?? max} years`,
  posterApplyBy: 'Apply by',
  posterDate: 'Date',
  posterFormat: 'Format',
  posterVenue: 'Venue',
  posterCategory: 'Category',
  posterDealType: 'Type',
  posterAvailableFrom: 'Available from',
  posterNationality: 'Nationality',
  posterSkills: 'Skills',
  posterCompanySize: 'Company size',
  posterServices: 'Services',
  posterBy: (name: string) => `by ${name}`,
};
