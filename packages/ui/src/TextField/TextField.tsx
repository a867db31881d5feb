import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { FormField, splitFieldProps, type FieldBaseProps } from '../FormField/FormField';
import { bareText, controlSurface, shellFocusRing } from '../FormField/styles';
import { useTextValue } from '../FormField/useTextValue';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { typedDir } from '../i18n/direction';

export type TextFieldType = 'text' | 'email' | 'url' | 'search' | 'tel' | 'password';

export interface TextFieldProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'type' | 'children' | keyof FieldBaseProps> {
  /** The input type; default `text`. */
  type?: TextFieldType | undefined;
  /** The controlled value; default uncontrolled. */
  value?: string | undefined;
  /** The starting value when uncontrolled; default `''`. */
  defaultValue?: string | undefined;
  /** Called with the new text on every change (after the native `onChange`); default none. */
  onValueChange?: ((value: string) => void) | undefined;
  /** Content inside the box before the text, e.g. an icon or `https://`; default none. */
  startAdornment?: ReactNode | undefined;
  /** Content inside the box after the text, e.g. a unit or a button; default none. */
  endAdornment?: ReactNode | undefined;
}

/** The bordered box around an input and its adornments. */
const InputShell = styled.div`
  ${controlSurface}
  ${shellFocusRing}
  display: flex;
  align-items: center;
  gap: ${tokens.space['200']};
  padding: 0 ${tokens.space['300']};
`;

const Input = styled.input`
  ${bareText}
  &[type='search']::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

const Adornment = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${tokens.space['100']};
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

/**
 * A labelled single-line text input. Label, hint, error and required are wired by FormField; the box shows
 * `data-invalid`, `data-disabled`, `data-readonly`. The ref is the `<input>`; `className`/`style` go to the root.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const [field, own] = splitFieldProps(useComponentProps('TextField', props));
  const {
    type = 'text',
    value,
    defaultValue,
    onValueChange,
    onChange,
    startAdornment,
    endAdornment,
    className,
    style,
    ...inputProps
  } = own;
  const [current, handleChange] = useTextValue({ value, defaultValue, onValueChange, onChange });

  return (
    <FormField {...field} className={className} style={style}>
      {({ controlProps, stateProps }) => (
        <InputShell data-part="shell" {...stateProps}>
          {startAdornment ? <Adornment data-part="start-adornment">{startAdornment}</Adornment> : null}
          {/* What a person types keeps its own direction (an English school name on an Arabic page). */}
          <Input ref={ref} type={type} dir={typedDir(current)} {...inputProps} {...controlProps} value={current} onChange={handleChange} />
          {endAdornment ? <Adornment data-part="end-adornment">{endAdornment}</Adornment> : null}
        </InputShell>
      )}
    </FormField>
  );
});
