/**
 * The profile summary card's strings and the profile type names, word for word from the spec. The card
 * reads only this part, so every string added here is on the first load of every card: keep it to what the card shows.
 */
export const profilesBaseMessages = {
  languageCount: (n: number) => (n === 1 ? '1 Language' : `${n} Languages`),
  certificationCount: (n: number) => (n === 1 ? '1 Certification' : `${n} Certifications`),
  openToWork: 'Open To Work',
  message: 'Message',
  /** Chosen: the Message button's accessible name (README). */
  messageName: (name: string) => `Message ${name}`,
  educatorProfile: 'Educator Profile',
  businessProfile: 'Business Profile',
  vendorProfile: 'Vendor Profile',
  businessSizeStartup: 'Startup (1-10 employees)',
  businessSizeSmall: 'Small-sized (11-49 employees)',
  businessSizeMedium: 'Medium-sized (50-249 employees)',
  businessSizeLarge: 'Large company (more than 250 employees)',
  businessSizeUnknown: 'Unknown',
  /** Chosen: a business or vendor account without a business profile, on its page, card and dialog (README). */
  businessNotFound: 'This account has no business profile yet.',
};

