import { styled } from 'styled-components';
import { RedoIcon, UndoIcon } from '../icons';
import { focusRing, mirrorInRtl, visuallyHidden } from '../theme/mixins';
import { tokens } from '../theme/theme';

export const Root = styled.div`
  display: grid;
  gap: ${tokens.space['200']};
  font-family: ${tokens.font.body};
  color: ${tokens.color.text};
  > [data-part='label'] {
    font-weight: ${tokens.font['weight-medium']};
  }
  [data-part='required'] {
    margin-inline-start: ${tokens.space['25']};
    color: ${tokens.color.danger};
  }
  > [data-part='label'][data-hidden] {
    ${visuallyHidden}
  }
`;

export const EditorFrame = styled.div`
  border: 1px solid ${tokens.color['border-strong']};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  [data-invalid] > & {
    border-color: ${tokens.color.danger};
  }
  &:focus-within {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 1px;
  }
  .ProseMirror,
  > [data-part='loading-area'] {
    min-height: 140px;
    padding: ${tokens.space['300']};
    outline: none;
    white-space: pre-wrap;
    word-wrap: break-word;
    line-height: ${tokens.font['line-height']};
  }
  .ProseMirror[data-empty='true']::before {
    content: attr(data-placeholder);
    color: ${tokens.color['text-muted']};
    position: absolute;
    pointer-events: none;
  }
  .ProseMirror p {
    margin: 0 0 ${tokens.space['200']};
  }
  .ProseMirror blockquote {
    margin: 0 0 ${tokens.space['200']};
    padding-inline-start: ${tokens.space['300']};
    border-inline-start: 3px solid ${tokens.color.border};
  }
  .ProseMirror a {
    color: ${tokens.color.primary};
  }
  .ProseMirror pre,
  .ProseMirror code {
    font-family: ${tokens.font.mono};
    background: ${tokens.color['surface-muted']};
    border-radius: ${tokens.radius.sm};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['100']};
  padding: ${tokens.space['100']};
  border-bottom: 1px solid ${tokens.color.border};
`;

export const ToolButton = styled.button`
  min-width: 32px;
  height: 32px;
  padding: 0 ${tokens.space['200']};
  border: 1px solid transparent;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  color: ${tokens.color.text};
  font: inherit;
  font-weight: ${tokens.font['weight-bold']};
  cursor: pointer;
  ${focusRing}
  &:hover:not(:disabled) {
    background: ${tokens.color['surface-hover']};
  }
  &[data-active] {
    background: ${tokens.color['surface-muted']};
    border-color: ${tokens.color['border-strong']};
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
  gap: ${tokens.space['200']};
  padding: ${tokens.space['200']};
  border-bottom: 1px solid ${tokens.color.border};
  input {
    flex: 1 1 200px;
    min-height: 32px;
    padding: 0 ${tokens.space['200']};
    border: 1px solid ${tokens.color['border-strong']};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.surface};
    color: inherit;
    font: inherit;
  }
  button {
    min-height: 32px;
    padding: 0 ${tokens.space['300']};
    border: 1px solid ${tokens.color['border-strong']};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.surface};
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
  font-size: ${tokens.font['size-sm']};
  color: ${tokens.color['text-muted']};
  &[data-over] {
    color: ${tokens.color.danger};
    font-weight: ${tokens.font['weight-bold']};
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${tokens.font['size-sm']};
  color: ${tokens.color['text-muted']};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${tokens.font['size-sm']};
  color: ${tokens.color.danger};
`;

// Undo and redo point back and on along the line: mirrored in right-to-left text.
export const UndoGlyph = styled(UndoIcon)`
  ${mirrorInRtl}
`;
export const RedoGlyph = styled(RedoIcon)`
  ${mirrorInRtl}
`;
