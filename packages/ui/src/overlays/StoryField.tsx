import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { css, styled } from 'styled-components';

// Plain labelled inputs for the overlay stories: the kit's own form fields are another group's work and
// must not become a dependency of the overlays.

const control = css`
  font: inherit;
  padding: 8px 10px;
  border-radius: var(--edu-radius-md);
  border: 1px solid var(--edu-color-border-strong);
  background: var(--edu-color-surface);
  color: var(--edu-color-text);
`;

const Field = styled.div`
  display: grid;
  gap: 4px;
  margin-bottom: 12px;
  & > label {
    font-size: var(--edu-font-size-sm);
    font-weight: 500;
  }
`;

const Input = styled.input`
  ${control}
`;

const Textarea = styled.textarea`
  ${control}
  resize: vertical;
`;

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {children}
    </Field>
  );
}

/** A label and an input, for stories. */
export function StoryInput({ label, ...props }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <Input id={id} {...props} />
    </Labelled>
  );
}

/** A label and a textarea, for stories. */
export function StoryTextarea({ label, ...props }: { label: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <Textarea id={id} rows={4} {...props} />
    </Labelled>
  );
}
