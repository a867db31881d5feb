/** Every user-visible string of the feed package, word for word from the spec. */
export const feedMessages = {
  reportMissingFields: 'Please fill in both details and reason',
  contentEmpty: 'Content cannot be empty',
  fileTooLarge: (count: number) => (count === 1 ? '1 file exceeds the 10MB size limit' : `${count} files exceed the 10MB size limit`),
  uploading: (file: string) => `Uploading ${file}...`,
  uploaded: (file: string) => `${file} uploaded successfully`,
  uploadFailed: (file: string) => `Failed to upload ${file}`,
  batchUploadFailedTitle: 'Upload failed',
  batchUploadFailedDescription: 'Failed to upload media files',
  coverUploading: 'Uploading cover image...',
  coverUploaded: 'Cover image uploaded successfully',
  coverUploadFailed: 'Failed to upload cover image',
  pollTimeUp: '0d 0h 0m',
  readFull: 'Read Full',
};

export type FeedMessages = typeof feedMessages;
