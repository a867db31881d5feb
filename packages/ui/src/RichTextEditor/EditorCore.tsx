import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { baseKeymap, lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { DOMParser as PMDOMParser, DOMSerializer, type MarkType, type Node as PMNode, type NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { EditorState, Plugin, TextSelection, type Command } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import {
  BulletListIcon,
  CodeIcon,
  Heading1Icon,
  Heading2Icon,
  Heading3Icon,
  LinkIcon,
  NumberedListIcon,
  QuoteIcon,
} from '../icons';
import { useLatest } from '@edupassport/internal/useLatest';
import { useMessages } from '../EduProvider/context';
import { inlineArrowStep } from '../i18n/direction';
import { editorMessages } from '../messages/editor';
import { fieldMessages } from '../messages/fields';
import { overlayMessages } from '../messages/overlays';
import { sanitizeHtml } from '../SafeHtml/purifier';
import { richTextOf } from '../SafeHtml/sanitize';
import { decideLink } from './linkRule';
import { nodeTypes, editorSchema as schema } from './schema';
import { EditorLabel } from './EditorLabel';
import { Counter, EditorFrame, ErrorText, Hint, LinkForm, RedoGlyph, Root, ToolButton, Toolbar, UndoGlyph } from './EditorCore.styles';
import { uiCatalogs } from '../messages/catalogs';
import { typedDir } from '../i18n/direction';

export interface RichTextEditorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'defaultValue' | 'onChange' | 'placeholder'> {
  /** The accessible name of the editing area (and its visible label unless `hideLabel`). */
  label: string;
  /** Hides the visible label, keeping it as the accessible name; default false. */
  hideLabel?: boolean | undefined;
  /** The content as HTML (controlled); sanitized on the way in and out. Plain text keeps its paragraphs and line breaks. */
  value?: string | undefined;
  /** The starting content as HTML (uncontrolled); default empty. */
  defaultValue?: string | undefined;
  /** Called with the sanitized HTML after every change ('' when empty). */
  onValueChange?: ((html: string) => void) | undefined;
  /** Shown while the editor is empty. */
  placeholder?: string | undefined;
  /** The character count the counter shows against; default 1000. */
  maxLength?: number | undefined;
  /** Stops input at `maxLength`; default false (the counter is shown, not enforced). */
  enforceMaxLength?: boolean | undefined;
  /** Shows the 'n/1000' counter; default true. */
  showCounter?: boolean | undefined;
  /** Read-only; default false. */
  disabled?: boolean | undefined;
  /** A hint under the editor. */
  hint?: string | undefined;
  /** An error text; marks the editor invalid. */
  error?: string | undefined;
  /** Shows the required marker and sets aria-required; default false. */
  required?: boolean | undefined;
}

function parseHtml(html: string | undefined): PMNode {
  const container = document.createElement('div');
  // Text stored from a plain field keeps its paragraphs and line breaks, which HTML parsing would collapse.
  container.innerHTML = sanitizeHtml(richTextOf(html));
  return PMDOMParser.fromSchema(schema).parse(container);
}

function serialize(doc: PMNode): string {
  if (doc.childCount === 1 && doc.firstChild?.isTextblock && doc.firstChild.content.size === 0) return '';
  const container = document.createElement('div');
  container.appendChild(DOMSerializer.fromSchema(schema).serializeFragment(doc.content));
  return sanitizeHtml(container.innerHTML);
}

const textLength = (doc: PMNode) => doc.textContent.length;

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

function blockActive(state: EditorState, type: NodeType, attrs?: Record<string, unknown>): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type === type && (!attrs || Object.entries(attrs).every(([k, v]) => node.attrs[k] === v))) return true;
  }
  return false;
}

/** The link under the cursor or selection: its range and href. */
function linkAt(state: EditorState): { from: number; to: number; href: string } | null {
  const type = schema.marks.link;
  const { $from, from, to, empty } = state.selection;
  if (!empty) {
    let found: string | null = null;
    state.doc.nodesBetween(from, to, (node) => {
      const mark = type.isInSet(node.marks);
      if (mark) found = mark.attrs.href as string;
    });
    return found ? { from, to, href: found } : null;
  }
  const mark = type.isInSet($from.marks());
  if (!mark) return null;
  // The run of siblings carrying this link mark that holds the cursor (a link may span bold parts).
  const offset = $from.parentOffset;
  let runStart = -1;
  let found: { start: number; end: number } | null = null;
  $from.parent.forEach((child, childOffset) => {
    const end = childOffset + child.nodeSize;
    if (!mark.isInSet(child.marks)) {
      runStart = -1;
      return;
    }
    if (runStart < 0) runStart = childOffset;
    if (found && found.start === runStart) found.end = end;
    else if (offset >= runStart && offset <= end) found = { start: runStart, end };
  });
  if (!found) return null;
  const base = $from.start();
  const { start, end } = found as { start: number; end: number };
  return { from: base + start, to: base + end, href: mark.attrs.href as string };
}

const toggleHeading =
  (level: number): Command =>
  (state, dispatch) =>
    blockActive(state, nodeTypes.heading, { level })
      ? setBlockType(nodeTypes.paragraph)(state, dispatch)
      : setBlockType(nodeTypes.heading, { level })(state, dispatch);

const toggleList =
  (type: NodeType): Command =>
  (state, dispatch) =>
    blockActive(state, type) ? liftListItem(nodeTypes.list_item)(state, dispatch) : wrapInList(type)(state, dispatch);

const toggleQuote: Command = (state, dispatch) =>
  blockActive(state, nodeTypes.blockquote) ? lift(state, dispatch) : wrapIn(nodeTypes.blockquote)(state, dispatch);

/** The editor itself: loaded on demand by `RichTextEditor`, never part of a card's bundle. */
const EditorCore = forwardRef<HTMLDivElement, RichTextEditorProps>(function EditorCore(
  {
    label,
    hideLabel = false,
    value,
    defaultValue,
    onValueChange,
    placeholder,
    maxLength = 1000,
    enforceMaxLength = false,
    showCounter = true,
    disabled = false,
    hint,
    error,
    required = false,
    ...rest
  },
  ref,
) {
  const m = useMessages('ui', editorMessages, uiCatalogs.loaders);
  const { cancel } = useMessages('ui', overlayMessages, uiCatalogs.loaders);
  const { characterCount } = useMessages('ui', fieldMessages, uiCatalogs.loaders);
  const id = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const lastHtml = useRef<string | undefined>(undefined);
  const onChangeRef = useLatest(onValueChange);
  const [, setRevision] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const linkInputRef = useRef<HTMLInputElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const ids = { label: `${id}-label`, counter: `${id}-counter`, hint: `${id}-hint`, error: `${id}-error`, link: `${id}-link` };
  const describedBy = [showCounter ? ids.counter : null, hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  // The view is made once: what its attributes and filters read later comes through here, never a stale render.
  const settings = useLatest({ enforceMaxLength, maxLength, disabled, placeholder, error, describedBy, required });

  useEffect(() => {
    const mount = mountRef.current;
    if (!mount) return;
    const initial = value ?? defaultValue;
    lastHtml.current = initial === undefined ? '' : serialize(parseHtml(initial));
    const limit = new Plugin({
      // Enforced limits refuse a change that grows the text past the limit; shrinking is always allowed.
      filterTransaction: (tr, state) =>
        !settings.current.enforceMaxLength || !tr.docChanged || textLength(tr.doc) <= settings.current.maxLength || textLength(tr.doc) <= textLength(state.doc),
    });
    const state = EditorState.create({
      doc: parseHtml(initial),
      plugins: [
        history(),
        keymap({
          'Mod-z': undo,
          'Shift-Mod-z': redo,
          'Mod-y': redo,
          'Mod-b': toggleMark(schema.marks.strong),
          'Mod-i': toggleMark(schema.marks.em),
          'Mod-u': toggleMark(schema.marks.underline),
          'Mod-e': toggleMark(schema.marks.code),
          'Shift-Mod-8': toggleList(nodeTypes.bullet_list),
          'Shift-Mod-7': toggleList(nodeTypes.ordered_list),
          'Mod-]': sinkListItem(nodeTypes.list_item),
          'Mod-[': liftListItem(nodeTypes.list_item),
          Enter: splitListItem(nodeTypes.list_item),
          'Shift-Enter': (st, dispatch) => {
            dispatch?.(st.tr.replaceSelectionWith(nodeTypes.hard_break.create()).scrollIntoView());
            return true;
          },
          'Mod-k': () => {
            openLinkForm();
            return true;
          },
        }),
        keymap(baseKeymap),
        limit,
      ],
    });
    const view = new EditorView(mount, {
      state,
      editable: () => !settings.current.disabled,
      attributes: (st) => ({
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': ids.label,
        // What is typed keeps its own direction (an English bio in an Arabic page ends with its full stop).
        ...(typedDir(st.doc.textContent) ? { dir: 'auto' } : {}),
        ...(settings.current.describedBy ? { 'aria-describedby': settings.current.describedBy } : {}),
        ...(settings.current.error ? { 'aria-invalid': 'true' } : {}),
        ...(settings.current.required ? { 'aria-required': 'true' } : {}),
        ...(settings.current.disabled ? { 'aria-readonly': 'true' } : {}),
        'data-empty': st.doc.textContent.length === 0 && st.doc.childCount <= 1 ? 'true' : 'false',
        'data-placeholder': settings.current.placeholder ?? '',
      }),
      dispatchTransaction(tr) {
        const next = view.state.apply(tr);
        view.updateState(next);
        setRevision((n) => n + 1);
        if (tr.docChanged) {
          const html = serialize(next.doc);
          lastHtml.current = html;
          onChangeRef.current?.(html);
        }
      },
    });
    viewRef.current = view;
    setRevision((n) => n + 1);
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The view is created once; later prop changes reach it through `settings` and the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A controlled value that differs from what we last emitted replaces the document.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === undefined || value === lastHtml.current) return;
    const doc = parseHtml(value);
    lastHtml.current = serialize(doc);
    view.updateState(EditorState.create({ doc, plugins: view.state.plugins }));
    setRevision((n) => n + 1);
  }, [value]);

  // Attributes (invalid, described-by, read-only) follow the props.
  useEffect(() => {
    viewRef.current?.setProps({});
  }, [error, describedBy, disabled, placeholder]);

  const view = viewRef.current;
  const state = view?.state;
  const run = (command: Command) => () => {
    if (!view) return;
    command(view.state, view.dispatch, view);
    view.focus();
  };

  function openLinkForm() {
    const current = viewRef.current;
    if (!current) return;
    setLinkValue(linkAt(current.state)?.href ?? '');
    setLinkError(null);
    setLinkOpen(true);
    queueMicrotask(() => linkInputRef.current?.focus());
  }

  const closeLinkForm = () => {
    setLinkOpen(false);
    setLinkError(null);
    viewRef.current?.focus();
  };

  const applyLink = () => {
    const current = viewRef.current;
    if (!current) return;
    const decision = decideLink(linkValue);
    if (decision.action === 'invalid') {
      setLinkError(m.invalidUrl);
      return;
    }
    const { state: st } = current;
    const range = linkAt(st) ?? { from: st.selection.from, to: st.selection.to, href: '' };
    let tr = st.tr;
    if (decision.action === 'remove') {
      tr = tr.removeMark(range.from, range.to, schema.marks.link);
    } else if (range.from === range.to) {
      // No selection: insert the address itself as the link text.
      const text = schema.text(decision.href, [schema.marks.link.create({ href: decision.href })]);
      tr = tr.replaceSelectionWith(text, false);
      tr = tr.setSelection(TextSelection.create(tr.doc, range.from + decision.href.length));
    } else {
      tr = tr.removeMark(range.from, range.to, schema.marks.link).addMark(range.from, range.to, schema.marks.link.create({ href: decision.href }));
    }
    current.dispatch(tr);
    closeLinkForm();
  };

  const tools: Array<{ key: string; label: string; text: ReactNode; active?: boolean | undefined; command?: Command | undefined; onClick?: (() => void) | undefined; disabled?: boolean | undefined }> = state
    ? [
        { key: 'bold', label: m.editorBold, text: 'B', active: markActive(state, schema.marks.strong), command: toggleMark(schema.marks.strong) },
        { key: 'italic', label: m.editorItalic, text: 'I', active: markActive(state, schema.marks.em), command: toggleMark(schema.marks.em) },
        { key: 'underline', label: m.editorUnderline, text: 'U', active: markActive(state, schema.marks.underline), command: toggleMark(schema.marks.underline) },
        ...[Heading1Icon, Heading2Icon, Heading3Icon].map((Icon, i) => ({
          key: `h${i + 1}`,
          label: m.editorHeading(i + 1),
          text: <Icon />,
          active: blockActive(state, nodeTypes.heading, { level: i + 1 }),
          command: toggleHeading(i + 1),
        })),
        { key: 'bullets', label: m.editorBulletList, text: <BulletListIcon />, active: blockActive(state, nodeTypes.bullet_list), command: toggleList(nodeTypes.bullet_list) },
        { key: 'numbers', label: m.editorNumberedList, text: <NumberedListIcon />, active: blockActive(state, nodeTypes.ordered_list), command: toggleList(nodeTypes.ordered_list) },
        { key: 'quote', label: m.editorQuote, text: <QuoteIcon />, active: blockActive(state, nodeTypes.blockquote), command: toggleQuote },
        { key: 'code', label: m.editorCode, text: <CodeIcon />, active: markActive(state, schema.marks.code), command: toggleMark(schema.marks.code) },
        { key: 'link', label: m.editorLink, text: <LinkIcon />, active: markActive(state, schema.marks.link), onClick: openLinkForm },
        { key: 'undo', label: m.editorUndo, text: <UndoGlyph />, command: undo, disabled: !undo(state) },
        { key: 'redo', label: m.editorRedo, text: <RedoGlyph />, command: redo, disabled: !redo(state) },
      ]
    : [];

  // Toolbar pattern: one tab stop, arrow keys move between buttons.
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const go = (next: number) => {
      event.preventDefault();
      buttons[(next + buttons.length) % buttons.length]?.focus();
    };
    // Left/Right follow the reading direction: in right-to-left text Left moves to the next button.
    const step = inlineArrowStep(event.key, event.currentTarget);
    if (step !== 0) go(index + step);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(buttons.length - 1);
  };
  const [focusKey, setFocusKey] = useState('bold');

  const count = state ? textLength(state.doc) : 0;
  const over = count > maxLength;

  return (
    <Root
      ref={ref}
      {...rest}
      // 'ready' once the editing area exists: ProseMirror makes it after the first render.
      data-state={state ? 'ready' : 'loading'}
      data-disabled={disabled ? '' : undefined}
      data-invalid={error ? '' : undefined}
    >
      <EditorLabel id={ids.label} label={label} hidden={hideLabel} required={required} />
      <EditorFrame>
        <Toolbar ref={toolbarRef} role="toolbar" aria-label={m.editorToolbar(label)} aria-controls={`${id}-area`} onKeyDown={onToolbarKeyDown}>
          {tools.map((tool) => (
            <ToolButton
              key={tool.key}
              type="button"
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={tool.active === undefined ? undefined : tool.active}
              data-active={tool.active ? '' : undefined}
              disabled={disabled || tool.disabled}
              tabIndex={tool.key === focusKey ? 0 : -1}
              onFocus={() => setFocusKey(tool.key)}
              onMouseDown={(event) => event.preventDefault() /* keep the editor's selection */}
              onClick={tool.onClick ?? (tool.command ? run(tool.command) : undefined)}
            >
              <span aria-hidden="true">{tool.text}</span>
            </ToolButton>
          ))}
        </Toolbar>
        {linkOpen ? (
          <LinkForm
            role="group"
            aria-label={m.editorLink}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                closeLinkForm();
              }
            }}
          >
            <label htmlFor={ids.link}>{m.editorLinkUrl}</label>
            <input
              ref={linkInputRef}
              id={ids.link}
              type="url"
              value={linkValue}
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? `${ids.link}-error` : undefined}
              onChange={(event) => setLinkValue(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
              }}
            />
            <button type="button" onClick={applyLink}>
              {m.editorApplyLink}
            </button>
            <button type="button" onClick={closeLinkForm}>
              {cancel}
            </button>
            {linkError ? (
              <ErrorText id={`${ids.link}-error`} role="alert">
                {linkError}
              </ErrorText>
            ) : null}
          </LinkForm>
        ) : null}
        <div ref={mountRef} id={`${id}-area`} data-part="area" />
      </EditorFrame>
      {showCounter ? (
        <Counter id={ids.counter} data-over={over ? '' : undefined}>
          {characterCount(count, maxLength)}
        </Counter>
      ) : null}
      {hint ? <Hint id={ids.hint}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={ids.error} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Root>
  );
});

export default EditorCore;
