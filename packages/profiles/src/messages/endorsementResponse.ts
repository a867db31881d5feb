/**
 * Profiles strings: the endorsement response page. The spec names the fields and the
 * calls only; every string here is our choice (README, 'Endorsement response page').
 */
export const endorsementResponseMessages = {
  endorsementResponseLoading: 'Loading the endorsement request',
  endorsementResponseLoadFailed: 'Could not load this endorsement request',
  endorsementResponseNotFound: 'Endorsement request not found',
  endorsementResponseNotFoundText: 'The link may be incomplete, or the request was withdrawn.',
  endorsementResponseAnswered: 'This endorsement has already been given',
  endorsementResponseAnsweredText: (name: string) => `Thank you: your endorsement of ${name} is already on their EDU Passport profile.`,
  endorsementResponseSomeone: 'An EDU Passport educator',
  endorsementResponseTitle: (name: string) => `Endorse ${name}`,
  endorsementResponseIntro: (name: string) => `${name} asked you to endorse their skills on EDU Passport.`,
  endorsementResponseSkills: 'Skills to endorse',
  endorsementResponseFormTitle: 'Your endorsement',
  endorserNameLabel: 'Your name',
  endorsementTextLabel: 'Your endorsement',
  endorsementTextHint: 'What is it like to work with them? What do they do well?',
  endorsementRatingLabel: 'Rating',
  endorsementRatingStar: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  endorserPositionLabel: 'Your position',
  endorserOrganizationLabel: 'Your organization',
  endorserAvatarLabel: 'Link to your photo',
  endorsementOptional: 'Optional',
  endorserNameRequired: 'Enter your name',
  endorsementTextRequired: 'Write a few words about their work',
  endorserAvatarInvalid: 'Enter a link that starts with http:// or https://',
  endorsementResponseSubmit: 'Send endorsement',
  endorsementResponseFailed: (reason: string) => `Could not send your endorsement: ${reason}`,
  endorsementResponseThanks: 'Thank you for your endorsement',
  endorsementResponseThanksText: (name: string) => `Your words now appear on ${name}'s EDU Passport profile.`,
};
