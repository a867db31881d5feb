import { forwardRef } from 'react';
import { useMessages } from '../EduProvider/context';
import { editorMessages } from '../messages/editor';
import { onDemand } from '../onDemand/onDemand';
import type { RichTextEditorProps } from './EditorCore';
import { EditorLabel } from './EditorLabel';
import { Counter, EditorFrame, Root, ToolButton, Toolbar } from './EditorCore.styles';
import { uiCatalogs } from '../messages/catalogs';

// The editor's own frame, empty, while its code downloads: the label, a toolbar that wraps as the real one does and
// the editing area's height hold its place, so a dialog does not grow under the reader when the editor arrives.
const TOOL_PLACES = Array.from({ length: 13 }, (_, i) => i);

function EditorLoading({ label, hideLabel, required, showCounter = true }: RichTextEditorProps) {
  const m = useMessages('ui', editorMessages, uiCatalogs.loaders);
  return (
    <Root data-state="loading">
      <EditorLabel label={label} hidden={hideLabel} required={required} />
      <EditorFrame>
        <Toolbar aria-hidden="true">
          {TOOL_PLACES.map((place) => (
            <ToolButton key={place} type="button" disabled tabIndex={-1} />
          ))}
        </Toolbar>
        <div data-part="loading-area" role="status" aria-busy="true">
          {m.editorLoading}
        </div>
      </EditorFrame>
      {showCounter ? <Counter aria-hidden="true">{'\u00a0'}</Counter> : null}
    </Root>
  );
}

// ProseMirror is large: it downloads only when an editor is shown, never with a card.
const EditorCore = onDemand(() => import('./EditorCore').then((module) => module.default), { fallback: (props: RichTextEditorProps) => <EditorLoading {...props} /> });

/**
 * The shared rich-text editor (ProseMirror, loaded on demand): paragraphs, headings, bold, italic,
 * underline, lists, quote, code, links, undo/redo; value in and out as sanitized HTML; an 'n/1000'
 * counter shown (not enforced unless `enforceMaxLength`).
 */
export const RichTextEditor = forwardRef<HTMLDivElement, RichTextEditorProps>(function RichTextEditor(props, ref) {
  return <EditorCore {...props} ref={ref} />;
});
