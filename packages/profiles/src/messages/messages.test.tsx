import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keysInTwoParts, keysNotMerged } from '../../../../test-support/messageParts';
import { createApiClient, userProfileSchema } from '@edupassport/api-client';
import { generateUser } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { ProfileSummaryCard } from '../ProfileSummaryCard';
import { getBusinessSizeLabel } from '../rules/profileRules';
import { profilesBaseMessages } from './base';
import { businessMessages } from './business';
import { businessEditAMessages } from './businessEditA';
import { businessEditBMessages } from './businessEditB';
import { educatorMessages } from './educator';
import { endorsementResponseMessages } from './endorsementResponse';
import { mediaMessages } from './media';
import { valueMessages } from './values';
import { profilesMessages } from './index';

const parts = {
  profilesBaseMessages,
  educatorMessages,
  businessMessages,
  mediaMessages,
  endorsementResponseMessages,
  businessEditAMessages,
  businessEditBMessages,
  valueMessages,
};

// Every public key of profilesMessages (the unused currentBaseCountry and currentBaseCity were dropped on purpose).
const PUBLIC_KEYS = [
  'languageCount', 'openToWork', 'message', 'educatorProfile', 'businessProfile', 'vendorProfile',
  'businessSizeStartup', 'businessSizeSmall', 'businessSizeMedium', 'businessSizeLarge', 'businessSizeUnknown',
  'messageMe', 'imOpenToWork', 'exploreOpportunities', 'publicView', 'returnToEditMode', 'shareProfile',
  'profileLoadFailed', 'profileActions', 'bannerAlt', 'present', 'edit', 'editSection', 'cancel', 'addItem',
  'deleteItem', 'hiddenSuffix', 'hideItem', 'showItem', 'showHidden', 'save', 'back', 'continue', 'sectionEmpty',
  'keyDetails', 'editKeyDetails', 'firstName', 'lastName', 'nickname', 'summary', 'bio', 'nationality', 'currentBase',
  'languages', 'language', 'level', 'addLanguage', 'removeLanguage', 'selectNationality', 'selectedNationalities', 'nationalityEmpty', 'firstNameRequired',
  'languageLevels', 'locationTypes', 'jobRoleLabels', 'jobSettingLabels', 'subjectLabels', 'skillLabels', 'industryLabels', 'degreeLabels', 'fieldOfStudyLabels', 'businessTypeLabels', 'serviceLabels', 'languageWithLevel', 'listSeparator', 'languageRow', 'levelRow',
  'lastNameRequired', 'nicknameRequired', 'summaryTooLong', 'bioTooLong', 'nationalityRequired', 'chooseLanguage',
  'chooseLevel', 'languageRequired', 'currentBaseRequired', 'profileUpdated', 'profileUpdatedDescription',
  'profileUpdateFailed', 'unknownError', 'tryAgainLaterSuffix', 'notProvided', 'availability', 'availabilityTitle',
  'updateAvailabilityPrompt', 'youAreListedOn', 'openToNetwork', 'updateAvailability', 'availabilityUpdated',
  'availabilityUpdateFailed', 'pleaseTryAgainLater', 'availabilityChange', 'preview', 'preferredJobs',
  'addPreferredJob', 'preferredJobDetails', 'role', 'setting', 'subject', 'selectARole', 'selectASetting',
  'selectASubject', 'locationsWanted', 'addLocation', 'locationDetails', 'country', 'city', 'countryRequired',
  'atLeastOneLocation', 'cityNotDecided', 'additionalSkills', 'addAdditionalSkills', 'chooseSkills',
  'selectAtLeastOneType', 'workExperience', 'addWorkExperience', 'editWorkExperience', 'workDetailsStep',
  'workImageStep', 'workPreviewStep', 'jobTitle', 'industry', 'locationType', 'workLocation', 'workCity', 'startYear',
  'endYear', 'currentlyWorkingHere', 'workDetails', 'fieldRequired', 'addImageQuestion', 'yesUploadImage', 'skipImage',
  'chooseImage', 'changeChoice', 'imageRequired', 'mediaApprovalPolicy', 'mediaReviewNote', 'previewPolicyNote',
  'policiesLink', 'cropWorkImage', 'workImageAlt', 'noImage', 'savingProgress', 'workSaveFailed', 'detailsOfExpertise',
  'viewDetails', 'workExperienceList', 'deleteWorkExperience', 'editWorkExperienceItem', 'endorsements',
  'endorsementList', 'requestEndorsement', 'endorserStep', 'skillsStep', 'confirmationStep', 'endorserType',
  'eduPassportUser', 'externalUser', 'searchUsers', 'searchHint', 'searching', 'noUsersFound', 'searchResults',
  'externalEmail', 'skillsToEndorse', 'send', 'done', 'endorsementRequestSent', 'requestSentTo',
  'endorsementRequestFailed', 'refreshEndorsementsFailed', 'messageCopied', 'copyMessage', 'copyFailed',
  'shareByEmail', 'endorsementShareMessage', 'endorsementEmailSubject', 'rating', 'deleteEndorsement', 'resume',
  'uploadResume', 'replaceResume', 'deleteResume', 'openResume', 'noResume', 'uploadingResume', 'deleteResumeTitle', 'deleteResumeText', 'deletingResume', 'resumePdfOnly',
  'resumeTooLarge', 'resumeUploaded', 'resumeUploadFailed', 'resumeDeleted', 'resumeDeleteFailed',
  'resumeDeleteFailedDescription', 'education', 'addEducation', 'educationDetails', 'school', 'degree', 'fieldOfStudy',
  'yearOfGraduation', 'enterSchool', 'enterDegree', 'enterFieldOfStudy', 'enterYearOfGraduation', 'certificationCount',
  'viewProfile', 'openProfile', 'messageName', 'nationalityLabel', 'locationLabel', 'degreeLabel', 'fieldOfStudyLabel',
  'businessSizeLabel', 'websiteLabel', 'messageUs', 'shareBusiness', 'whoWeAre', 'businessLoadFailed',
  'businessNotFound', 'externalJobsTagline', 'bannerAltBusiness', 'editBusinessSection', 'businessSectionEmpty',
  'companyInformation', 'update', 'updateCompanyInformation', 'companyName', 'legalName', 'tagline', 'companyEmail',
  'phone', 'phonePrefix', 'companyCountry', 'companyProvince', 'mailingAddress', 'saving', 'saveChanges',
  'cancelBusiness', 'enterCompanyName', 'enterLegalName', 'taglineTooLong', 'invalidEmail', 'invalidPhone',
  'companyUpdated', 'companyUpdateFailed', 'businessTypes', 'operations', 'services', 'ourDetail', 'ourHistory',
  'ourValues', 'ourGoals', 'aboutUsMedia', 'businessTypeRequired', 'operationRequired', 'serviceRequired',
  'uploadYourMedia', 'enterOurDetails', 'enterOurHistory', 'enterOurValues', 'enterOurGoals', 'credentialsAndAwards',
  'credentialTitle', 'credentialYear', 'addAtLeastOneField', 'titleRequired', 'yearRequired', 'eventGallery',
  'galleryImageAlt', 'galleryCounter', 'previousImage', 'nextImage', 'deleteImage', 'ourTeam', 'memberName',
  'memberRole', 'memberSkill', 'nameRequired', 'roleRequired', 'skillRequired', 'teamSaveFailed', 'uploadProgress',
  'links', 'linkTitle', 'linkUrl', 'linkTitleRequired', 'urlRequired', 'invalidUrlFormat', 'loadingPreview',
  'saveFailed', 'deleteFailed', 'bannerRemoved', 'bannerRemoveFailed', 'bannerUpdated', 'bannerUpdateFailed',
  'deletePhoto', 'changePhoto', 'pictureUpdated', 'pictureUpdateFailed', 'pictureRemoved', 'pictureRemoveFailed',
  'pictureDialogTitle', 'bannerDialogTitle', 'removeBanner', 'changeBanner', 'cropPhotoTitle', 'cropBannerTitle',
  'mediaPreviewHeading', 'noPictureYet', 'noBannerYet', 'pictureHint', 'bannerHint', 'currentPictureAlt',
  'currentBannerAlt', 'newPictureAlt', 'newBannerAlt', 'deletePhotoConfirm', 'deletePhotoConfirmLabel',
  'removeBannerConfirm', 'removeBannerConfirmLabel', 'mediaSaveFailedReason', 'editBanner', 'editProfilePicture',
  'mediaPreparing', 'endorsementResponseLoading', 'endorsementResponseLoadFailed', 'endorsementResponseNotFound',
  'endorsementResponseNotFoundText', 'endorsementResponseAnswered', 'endorsementResponseAnsweredText',
  'endorsementResponseSomeone', 'endorsementResponseTitle', 'endorsementResponseIntro', 'endorsementResponseSkills',
  'endorsementResponseFormTitle', 'endorserNameLabel', 'endorsementTextLabel', 'endorsementTextHint',
  'endorsementRatingLabel', 'endorsementRatingStar', 'endorserPositionLabel', 'endorserOrganizationLabel',
  'endorserAvatarLabel', 'endorsementOptional', 'endorserNameRequired', 'endorsementTextRequired',
  'endorserAvatarInvalid', 'endorsementResponseSubmit', 'endorsementResponseFailed', 'endorsementResponseThanks',
  'endorsementResponseThanksText', 'addCredentials', 'credentialDetails', 'credentialLegend', 'addCredentialRow',
  'removeCredentialRow', 'addGalleryImages', 'galleryImagesStep', 'chooseImages', 'galleryImagesHint', 'chosenImages',
  'removeChosenImage', 'addLinks', 'linkDetails', 'linkLegend', 'addLinkRow', 'removeLinkRow', 'addAtLeastOneLink',
  'linkCarousel', 'linkScreenshotAlt', 'whoWeAreListsStep', 'whoWeAreContentStep', 'whoWeArePreviewStep',
  'selectBusinessTypes', 'selectOperations', 'selectServices', 'selectedInList', 'chooseFromList',
  'chooseAboutUsMedia', 'changeAboutUsMedia', 'cropAboutUsMedia', 'aboutUsMediaHint', 'addTeamMembers',
  'editTeamMember', 'teamMemberHeading', 'addAnotherMember', 'removeMember', 'editMember', 'deleteMember',
  'memberAvatar', 'chooseAvatar', 'changeAvatar', 'removeAvatar', 'cropAvatar', 'avatarAlt', 'avatarUploadProgress',
  'memberSkills',
];

describe('profiles messages parts', () => {
  it('defines no key in two parts (a later spread would silently win)', () => {
    expect(keysInTwoParts(parts)).toEqual([]);
  });

  it('merges into profilesMessages with every public key, each with its part value', () => {
    expect(Object.keys(profilesMessages).sort()).toEqual([...PUBLIC_KEYS].sort());
    expect(keysNotMerged(parts, profilesMessages)).toEqual([]);
  });

  it("keeps the summary card's words in its own small part", () => {
    expect(profilesBaseMessages.certificationCount(1)).toBe('1 Certification');
    expect(profilesBaseMessages.certificationCount(4)).toBe('4 Certifications');
    expect(profilesBaseMessages.messageName('Amara Okafor')).toBe('Message Amara Okafor');
    expect(getBusinessSizeLabel('small-sized')).toBe('Small-sized (11-49 employees)');
    expect(getBusinessSizeLabel('other')).toBe('Unknown');
  });
});

describe('ProfileSummaryCard reading its part', () => {
  it("still applies the host's profiles overrides", () => {
    const profile = userProfileSchema.parse(
      generateUser({ id: 501, full_name: 'Amara Okafor', user_types: 'educator', open_to_work: true, nationality: '', additional_skills: [], language: 'English:Native' }),
    );
    render(
      <EduContextProvider client={createApiClient({ baseUrl: 'http://api.test' })} session={{ user: { id: 1 } }} messages={{ profiles: { message: 'Nachricht', openToWork: 'Offen für Arbeit', languageCount: () => 'Eine Sprache' } }}>
        <ProfileSummaryCard profile={profile} />
      </EduContextProvider>,
    );
    expect(screen.getByText('Nachricht').closest('button')).toHaveAttribute('aria-label', 'Message Amara Okafor');
    expect(screen.getByText('Offen für Arbeit')).toBeInTheDocument();
    expect(screen.getByText(/Eine Sprache/)).toHaveTextContent('Eine Sprache · 0 Certifications');
  });

  it("shows the host's business-size labels", () => {
    const profile = userProfileSchema.parse(generateUser({ id: 502, full_name: 'Greenfield Academy', user_types: 'business' }));
    if (!profile.business_profile) throw new Error('a business user has a business profile');
    profile.business_profile.business_size = 'small-sized';
    render(
      <EduContextProvider client={createApiClient({ baseUrl: 'http://api.test' })} session={{ user: { id: 1 } }} messages={{ profiles: { businessSizeSmall: 'Kleinunternehmen (11-49 Beschäftigte)' } }}>
        <ProfileSummaryCard profile={profile} />
      </EduContextProvider>,
    );
    expect(screen.getByText('Kleinunternehmen (11-49 Beschäftigte)')).toBeInTheDocument();
    expect(screen.queryByText('Small-sized (11-49 employees)')).toBeNull();
  });
});
