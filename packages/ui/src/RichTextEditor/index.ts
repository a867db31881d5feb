export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './EditorCore';
export { decideLink } from './linkRule';
export type { LinkDecision } from './linkRule';
