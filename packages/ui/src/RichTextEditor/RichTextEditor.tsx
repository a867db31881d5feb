import { lazy, Suspense } from 'react';
import { useMessages } from '../EduProvider/context';
import { editorMessages } from '../messages/editor';
import { preloadSanitizer } from '../SafeHtml/sanitize';
import type { RichTextEditorProps } from './EditorCore';

// ProseMirror is large: it loads only when an editor is shown, never with a card. The editor reads and
// writes through sanitizeHtml, which must format (not flatten to plain text) by then: load the sanitizer too.
const EditorCore = lazy(() => Promise.all([import('./EditorCore'), preloadSanitizer()]).then(([module]) => module));

/**
 * The shared rich-text editor (ProseMirror, loaded on demand): paragraphs, headings, bold, italic,
 * underline, lists, quote, code, links, undo/redo; value in and out as sanitized HTML; an 'n/1000'
 * counter shown (not enforced unless `enforceMaxLength`).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const m = useMessages('ui', editorMessages);
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
