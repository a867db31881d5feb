import { lazy, Suspense } from 'react';
import { useUiMessages } from '../messages/useUiMessages';
import type { RichTextEditorProps } from './EditorCore';

// ProseMirror is large: it loads only when an editor is shown, never with a card.
const EditorCore = lazy(() => import('./EditorCore'));

/**
 * The shared rich-text editor (ProseMirror, loaded on demand): paragraphs, headings, bold, italic,
 * underline, lists, quote, code, links, undo/redo; value in and out as sanitized HTML; an 'n/1000'
 * counter shown (not enforced unless `enforceMaxLength`).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const m = useUiMessages();
  return (
    <Suspense
      fallback={
        <div role="status" aria-busy="true" data-state="loading" style={{ minHeight: 200 }}>
          {m.editorLoading}
        </div>
      }
    >
      <EditorCore {...props} />
    </Suspense>
  );
}
