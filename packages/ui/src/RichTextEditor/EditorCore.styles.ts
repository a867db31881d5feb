import { styled } from 'styled-components';
import { RedoIcon, UndoIcon } from '../icons';
import { focusRing, mirrorInRtl, visuallyHidden } from '../theme/mixins';
import { t } from '../theme/theme';

export const Root = styled.div`
  display: grid;
  gap: ${(p) => t(p).space['200']};
  font-family: ${(p) => t(p).font.body};
  color: ${(p) => t(p).color.text};
  > [data-part='label'] {
    font-weight: ${(p) => t(p).font['weight-medium']};
  }
  [data-part='required'] {
    margin-inline-start: ${(p) => t(p).space['25']};
    color: ${(p) => t(p).color.danger};
  }
  > [data-part='label'][data-hidden] {
    ${visuallyHidden}
  }
`;

export const EditorFrame = styled.div`
  border: 1px solid ${(p) => t(p).color['border-strong']};
  border-radius: ${(p) => t(p).radius.md};
  background: ${(p) => t(p).color.surface};
  [data-invalid] > & {
    border-color: ${(p) => t(p).color.danger};
  }
  &:focus-within {
    outline: 2px solid ${(p) => t(p).color.focus};
    outline-offset: 1px;
  }
  .ProseMirror,
  > [data-part='loading-area'] {
    min-height: 140px;
    padding: ${(p) => t(p).space['300']};
    outline: none;
    white-space: pre-wrap;
    word-wrap: break-word;
    line-height: ${(p) => t(p).font['line-height']};
  }
  .ProseMirror[data-empty='true']::before {
    content: attr(data-placeholder);
    color: ${(p) => t(p).color['text-muted']};
    position: absolute;
    pointer-events: none;
  }
  .ProseMirror p {
    margin: 0 0 ${(p) => t(p).space['200']};
  }
  .ProseMirror blockquote {
    margin: 0 0 ${(p) => t(p).space['200']};
    padding-inline-start: ${(p) => t(p).space['300']};
    border-inline-start: 3px solid ${(p) => t(p).color.border};
  }
  .ProseMirror a {
    color: ${(p) => t(p).color.primary};
  }
  .ProseMirror pre,
  .ProseMirror code {
    font-family: ${(p) => t(p).font.mono};
    background: ${(p) => t(p).color['surface-muted']};
    border-radius: ${(p) => t(p).radius.sm};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => t(p).space['100']};
  padding: ${(p) => t(p).space['100']};
  border-bottom: 1px solid ${(p) => t(p).color.border};
`;

export const ToolButton = styled.button`
  min-width: 32px;
  height: 32px;
  padding: 0 ${(p) => t(p).space['200']};
  border: 1px solid transparent;
  border-radius: ${(p) => t(p).radius.sm};
  background: transparent;
  color: ${(p) => t(p).color.text};
  font: inherit;
  font-weight: ${(p) => t(p).font['weight-bold']};
  cursor: pointer;
  ${focusRing}
  &:hover:not(:disabled) {
    background: ${(p) => t(p).color['surface-hover']};
  }
  &[data-active] {
    background: ${(p) => t(p).color['surface-muted']};
    border-color: ${(p) => t(p).color['border-strong']};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const LinkForm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => t(p).space['200']};
  padding: ${(p) => t(p).space['200']};
  border-bottom: 1px solid ${(p) => t(p).color.border};
  input {
    flex: 1 1 200px;
    min-height: 32px;
    padding: 0 ${(p) => t(p).space['200']};
    border: 1px solid ${(p) => t(p).color['border-strong']};
    border-radius: ${(p) => t(p).radius.sm};
    background: ${(p) => t(p).color.surface};
    color: inherit;
    font: inherit;
  }
  button {
    min-height: 32px;
    padding: 0 ${(p) => t(p).space['300']};
    border: 1px solid ${(p) => t(p).color['border-strong']};
    border-radius: ${(p) => t(p).radius.sm};
    background: ${(p) => t(p).color.surface};
    color: inherit;
    font: inherit;
    cursor: pointer;
    ${focusRing}
  }
  [role='alert'] {
    flex-basis: 100%;
  }
`;

export const Counter = styled.p`
  margin: 0;
  justify-self: end;
  font-size: ${(p) => t(p).font['size-sm']};
  color: ${(p) => t(p).color['text-muted']};
  &[data-over] {
    color: ${(p) => t(p).color.danger};
    font-weight: ${(p) => t(p).font['weight-bold']};
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${(p) => t(p).font['size-sm']};
  color: ${(p) => t(p).color['text-muted']};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${(p) => t(p).font['size-sm']};
  color: ${(p) => t(p).color.danger};
`;

// Undo and redo point back and on along the line: mirrored in right-to-left text.
export const UndoGlyph = styled(UndoIcon)`
  ${mirrorInRtl}
`;
export const RedoGlyph = styled(RedoIcon)`
  ${mirrorInRtl}
`;
