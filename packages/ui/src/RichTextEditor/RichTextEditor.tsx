import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../EduProvider/context';
import { editorMessages } from '../messages/editor';
import { onDemand } from '../onDemand/onDemand';
import type { RichTextEditorProps } from './EditorCore';
import { uiCatalogs } from '../messages/catalogs';

// Holds the editor's place while it downloads, so the dialog does not jump when it arrives.
const Loading = styled.div`
  min-height: 200px;
`;

function EditorLoading() {
  const m = useMessages('ui', editorMessages, uiCatalogs.loaders);
  return (
    <Loading role="status" aria-busy="true" data-state="loading">
      {m.editorLoading}
    </Loading>
  );
}

// ProseMirror is large: it downloads only when an editor is shown, never with a card.
const EditorCore = onDemand(() => import('./EditorCore').then((module) => module.default), { fallback: <EditorLoading /> });

/**
 * The shared rich-text editor (ProseMirror, loaded on demand): paragraphs, headings, bold, italic,
 * underline, lists, quote, code, links, undo/redo; value in and out as sanitized HTML; an 'n/1000'
 * counter shown (not enforced unless `enforceMaxLength`).
 */
export const RichTextEditor = forwardRef<HTMLDivElement, RichTextEditorProps>(function RichTextEditor(props, ref) {
  return <EditorCore {...props} ref={ref} />;
});
