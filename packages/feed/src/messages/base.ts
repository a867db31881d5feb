/** Every user-visible string of the feed package, word for word from the spec. */
export const feedBaseMessages = {
  reportMissingFields: 'Please fill in both details and reason',
  contentEmpty: 'Content cannot be empty',
  fileTooLarge: (count: number) => (count === 1 ? '1 file exceeds the 10MB size limit' : `${count} files exceed the 10MB size limit`),
  coverUploading: 'Uploading cover image...',
  coverUploaded: 'Cover image uploaded successfully',
  coverUploadFailed: 'Failed to upload cover image',
  pollTimeUp: '0d 0h 0m',
  readFull: 'Read Full',
};

