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
