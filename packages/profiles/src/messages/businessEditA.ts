/**
 * Profiles strings: credentials, event gallery upload and links editing (issue 10 items 5, 6, 8). The spec's
 * messages ('Add at least one field', 'Title is required', ...) are in business.ts; these are the labels
 * the spec leaves open (our choices, README).
 */
export const businessEditAMessages = {
  // Credentials and awards
  addCredentials: 'Add Credentials and Awards',
  credentialDetails: 'Credentials and awards',
  credentialLegend: (n: number) => `Credential ${n}`,
  addCredentialRow: 'Add another credential',
  removeCredentialRow: (n: number) => `Remove credential ${n}`,

  // Event gallery upload
  addGalleryImages: 'Add to Event Gallery',
  galleryImagesStep: 'Images',
  chooseImages: 'Choose images',
  galleryImagesHint: 'JPG, PNG, GIF or WebP. You can choose several at once.',
  chosenImages: (n: number) => (n === 1 ? '1 image chosen' : `${n} images chosen`),
  removeChosenImage: (name: string) => `Remove ${name}`,

  // Links
  addLinks: 'Add Links',
  linkDetails: 'Link details',
  linkLegend: (n: number) => `Link ${n}`,
  addLinkRow: 'Add another link',
  removeLinkRow: (n: number) => `Remove link ${n}`,
  addAtLeastOneLink: 'Add at least one link',
  linkCarousel: 'Link previews',
  linkScreenshotAlt: (title: string) => `Screenshot of ${title}`,
};
