/** Strings of uploads (the spec's toasts; its rules come from @edupassport/api-client/upload). */
export const uploadUiMessages = {
  uploadingFile: (file: string) => `Uploading ${file}...`,
  uploadedFile: (file: string) => `${file} uploaded successfully`,
  uploadFailedFile: (file: string) => `Failed to upload ${file}`,
  batchUploadFailedTitle: 'Upload failed',
  batchUploadFailedDescription: 'Failed to upload media files',
  chooseFiles: 'Choose files',
  chooseFile: 'Choose a file',
  dropFiles: 'or drop them here',
  dropFile: 'or drop it here',
  cancelUpload: (file: string) => `Cancel upload of ${file}`,
  removeFile: (file: string) => `Remove ${file}`,
  uploadProgress: (file: string) => `Upload of ${file}`,
  uploadCancelled: 'Cancelled',
  uploadDone: 'Uploaded',
  noUploader: 'Uploads are not set up: pass an uploader to EduProvider.',
};
