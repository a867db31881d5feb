/** Every user-visible string of the profiles package, word for word from the spec. */
export const profilesBaseMessages = {
  languageCount: (n: number) => (n === 1 ? '1 Language' : `${n} Languages`),
  openToWork: 'Open To Work',
  message: 'Message',
  educatorProfile: 'Educator Profile',
  businessProfile: 'Business Profile',
  vendorProfile: 'Vendor Profile',
  businessSizeStartup: 'Startup (1-10 employees)',
  businessSizeSmall: 'Small-sized (11-49 employees)',
  businessSizeMedium: 'Medium-sized (50-249 employees)',
  businessSizeLarge: 'Large company (more than 250 employees)',
  businessSizeUnknown: 'Unknown',
};

