/** The deal dialog and its Copy Code toasts. */
export const dealDialogMessages = {
  dealDescription: 'Description and Instruction',
  dealYourCode: 'Your Code',
  dealCopyCode: 'Copy Code',
  dealCodeCopied: 'Code copied to clipboard!',
  dealCodeCopyFailed: 'Failed to copy code',
  /** Chosen: the default promo code of a deal without one, and labels. */
  dealDefaultCode: 'EDUPASSPORT',
  dealShare: 'Share',
  dealShareAria: (name: string) => `Share ${name}`,
  dealPhotoAlt: (name: string) => `Picture of ${name}`,
};

export type DealDialogMessages = typeof dealDialogMessages;
