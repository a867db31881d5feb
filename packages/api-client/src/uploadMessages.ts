/** The spec's upload strings ('Upload (shared)' and 'Upload'), word for word. */
export const uploadMessages = {
  /** Toast title for any failed upload. */
  title: 'Upload failed',
  noFile: 'No file provided',
  unsupportedType: 'File type not supported. Please upload an image (JPG, PNG, GIF), video (MP4, MOV), or PDF file.',
  tooLarge: (maxSizeMb: number) => `File size must be less than ${maxSizeMb}MB`,
  network: 'Network error: Please check your connection and try again',
  timeout: 'Upload timeout: File may be too large or network is slow',
  failed: 'Failed to upload file. Please check your connection and try again.',
} as const;
