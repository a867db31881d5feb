/** The microblog composer's strings. The spec gives the errors and toasts; the rest is ours (see README). */
export const microblogMessages = {
  microblogCreateTitle: 'Create Microblog',
  microblogEditTitle: 'Edit Microblog',
  microblogPost: 'Post',
  // The five steps
  microblogTypeStep: 'Choose a type',
  microblogBuildStep: 'Build your learn path',
  microblogLayoutStep: 'Choose a layout',
  microblogPagesStep: 'Add your pages',
  // Step 1: type
  microblogTypeLegend: 'Microblog type',
  microblogTypeHints: {
    learn_path: 'A step-by-step path through a topic.',
    case_studies: 'What happened in a real classroom or school, and what you learned.',
    content_interest: 'Something worth reading, watching or trying.',
    tutorials: 'How to do one thing, from start to finish.',
    guides: 'A reference to come back to.',
  } as Record<string, string>,
  // Step 2: cover image and headline
  microblogCoverLabel: 'Cover image',
  microblogCoverHint: 'JPG, PNG or WebP, up to 10MB.',
  microblogCoverChoose: 'Upload cover image',
  microblogCoverReplace: 'Replace cover image',
  microblogCoverRemove: 'Remove cover image',
  microblogCoverAlt: 'Cover image preview',
  microblogHeadlineLabel: 'Headline',
  microblogBuildIncomplete: 'Add a cover image and a headline to continue.',
  // The spec (cover image errors: a title and a description)
  coverSizeTitle: 'File size exceeds limit',
  coverSizeDescription: 'Please upload an image smaller than 10MB',
  coverTypeTitle: 'Invalid file type',
  coverTypeDescription: 'Please upload JPG, PNG or WebP images only',
  // The spec (cover image upload toasts)
  coverUploading: 'Uploading cover image...',
  /** Under the cover field while it uploads: the toast's words and how far it is. */
  coverUploadProgress: (percent: number) => `Uploading cover image... ${percent}%`,
  coverUploaded: 'Cover image uploaded successfully',
  coverUploadFailed: 'Failed to upload cover image',
  // Step 3: layout
  microblogLayoutLegend: 'Layout',
  microblogLayouts: {
    'side-by-side': 'Side by side',
    'full-width': 'Full width',
  } as Record<string, string>,
  microblogLayoutHints: {
    'side-by-side': 'Media beside the text on each page.',
    'full-width': 'Media above the text, across the whole width.',
  } as Record<string, string>,
  // Step 4: pages
  microblogPageHeading: (n: number) => `Page ${n}`,
  microblogPageText: (n: number) => `Page ${n} text`,
  microblogAddPage: 'Add page',
  microblogRemovePage: (n: number) => `Remove page ${n}`,
  microblogMovePageUp: (n: number) => `Move page ${n} up`,
  microblogMovePageDown: (n: number) => `Move page ${n} down`,
  microblogPageMoved: (from: number, to: number) => `Page ${from} is now page ${to}.`,
  microblogAddPhoto: 'Add photo',
  microblogAddVideo: 'Add video',
  microblogAddGif: 'Add GIF',
  microblogAddPhotoTo: (n: number) => `Add photo to page ${n}`,
  microblogAddVideoTo: (n: number) => `Add video to page ${n}`,
  microblogAddGifTo: (n: number) => `Add GIF to page ${n}`,
  microblogMediaHint: 'Photos: JPG, PNG or WebP. Videos: MP4 or WebM. GIFs. Up to 10MB each.',
  microblogMediaLabel: (item: number, page: number) => `Media ${item} of page ${page}`,
  microblogRemoveMedia: (item: number, page: number) => `Remove media ${item} from page ${page}`,
  microblogMediaUploading: (name: string, percent: number) => `Uploading ${name}: ${percent}%`,
  microblogPageEmpty: (n: number) => `Page ${n} is empty: add text or media, or remove the page.`,
  microblogPageTooLong: (n: number) => `Page ${n} is over 1000 characters.`,
  microblogUploadsRunning: 'Wait for the uploads to finish.',
  // The spec (page media)
  mediaPhotoType: 'Please upload JPG, PNG or WebP images only',
  mediaVideoType: 'Please upload MP4 or WebM videos only',
  mediaGifType: 'Please upload GIF files only',
  mediaSize: 'Please upload files smaller than 10MB',
};
