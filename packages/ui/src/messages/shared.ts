/** Strings of the shared pieces of spec 03 (skills picker, pickers, share, chat, uploads, delete). */
export const sharedMessages = {
  skillsPlaceholder: 'Select skills',
  skillsLabel: 'Skills',
  selectedSkills: (n: number) => `Selected Skills (${n}):`,
  skillsEmpty: 'Please choose skills from above.',
  moreCount: (n: number) => `+${n} more`,
  removeItem: (item: string) => `Remove ${item}`,
  maxSelections: (n: number) => `You can choose up to ${n}.`,
  noMatches: 'No matches',
  showOptions: 'Show options',
};

/** Strings of the rich-text editor. */
export const editorMessages = {
  editorToolbar: (label: string) => `${label} formatting`,
  editorBold: 'Bold',
  editorItalic: 'Italic',
  editorUnderline: 'Underline',
  editorHeading: (level: number) => `Heading ${level}`,
  editorBulletList: 'Bulleted list',
  editorNumberedList: 'Numbered list',
  editorQuote: 'Quote',
  editorCode: 'Code',
  editorLink: 'Link',
  editorLinkUrl: 'Link URL',
  editorApplyLink: 'Apply',
  editorUndo: 'Undo',
  editorRedo: 'Redo',
  editorLoading: 'Loading editor…',
  invalidUrl: 'Invalid URL format',
};

/** Strings of the delete confirmation (spec 03 §2 defaults). */
export const deleteMessages = {
  deleteTitle: 'Delete Job',
  deleteText: 'Are you sure you want to delete this job? This action cannot be undone.',
  deleteConfirm: 'Delete',
  deleteBusy: 'Deleting...',
};

/** Strings of the chat starter (spec 03 §4, §8). */
export const chatMessages = {
  chatOpener: 'Hi, I would like to connect with you!',
  chatLoginRequired: 'Please login to start a chat',
  chatMissingUser: 'Cannot start chat: User data is missing',
  chatSelf: 'You cannot start a chat with yourself',
  chatConnection: 'Connection issue. Please try again',
  chatFailed: 'Failed to start chat. Please try again',
  chatStarted: 'Chat started successfully!',
  chatStarting: 'Starting conversation...',
};

/** Strings of uploads (spec 01 §8 toasts; spec 03 §5 rules come from @edupassport/api-client/upload). */
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
