import { useId } from 'react';
import { styled } from 'styled-components';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: var(--edu-space-200);
  font-size: var(--edu-font-size-sm);
  select {
    min-height: 40px;
    padding: var(--edu-space-100) var(--edu-space-200);
    border: 1px solid var(--edu-color-border);
    border-radius: var(--edu-radius-md);
    background: var(--edu-color-surface);
    color: var(--edu-color-text);
    font: inherit;
  }
  select:focus-visible {
    outline: 2px solid var(--edu-color-focus);
    outline-offset: 2px;
  }
`;

/** One choice of a header select. */
export interface HeaderSelectOption<T extends string> {
  value: T;
  label: string;
  /** The option's own language, when it names itself in it (the language switch). */
  lang?: string;
}

export interface HeaderSelectProps<T extends string> {
  /** The visible label, which names the select. */
  label: string;
  /** The choice shown. */
  value: T;
  /** The choices, in the order shown. */
  options: ReadonlyArray<HeaderSelectOption<T>>;
  /** Called with the choice the visitor picks. */
  onChange: (next: T) => void;
  /** Shown but not operable (the mock backend is starting); default false. */
  disabled?: boolean;
}

/**
 * A labelled select of the demo's header (View as, Language). The choices it shows are kept in localStorage by their
 * owners (storedChoice.ts), so a reload finds them again.
 */
export function HeaderSelect<T extends string>({ label, value, options, onChange, disabled = false }: HeaderSelectProps<T>) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
