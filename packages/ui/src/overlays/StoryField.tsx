import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

// Plain labelled inputs for the overlay stories: the kit's own form fields are another group's work and
// must not become a dependency of the overlays.

const control: CSSProperties = {
  font: 'inherit',
  padding: '8px 10px',
  borderRadius: 'var(--edu-radius-md)',
  border: '1px solid var(--edu-color-border-strong)',
  background: 'var(--edu-color-surface)',
  color: 'var(--edu-color-text)',
};

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 4, marginBottom: 12 }}>
      <label htmlFor={id} style={{ fontSize: 'var(--edu-font-size-sm)', fontWeight: 500 }}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A label and an input, for stories. */
export function StoryInput({ label, ...props }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <input id={id} style={control} {...props} />
    </Labelled>
  );
}

/** A label and a textarea, for stories. */
export function StoryTextarea({ label, ...props }: { label: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <textarea id={id} rows={4} style={{ ...control, resize: 'vertical' }} {...props} />
    </Labelled>
  );
}
