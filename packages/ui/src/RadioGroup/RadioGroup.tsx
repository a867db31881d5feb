import { forwardRef, type FieldsetHTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import { FormField, splitFieldProps, useFieldId, type FieldBaseProps } from '../FormField/FormField';
import { useControllableState } from '../hooks/useControllableState';
import { nativeControl } from '../FormField/styles';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';

export interface RadioOption<V extends string = string> {
  /** What `onValueChange` reports and the form submits. */
  value: V;
  /** The option's label. */
  label: ReactNode;
  /** A line of help under the option's label; default none. */
  hint?: ReactNode | undefined;
  /** Shown but not choosable; default false. */
  disabled?: boolean | undefined;
}

export interface RadioGroupProps<V extends string = string>
  extends FieldBaseProps,
    Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'defaultValue' | 'onChange' | 'children' | keyof FieldBaseProps> {
  /** The choices, in display order. */
  options: ReadonlyArray<RadioOption<V>>;
  /** The controlled value, `null` for none chosen; default uncontrolled. */
  value?: V | null | undefined;
  /** The starting value when uncontrolled; default `null`. */
  defaultValue?: V | null | undefined;
  /** Called with the chosen option's value; default none. */
  onValueChange?: ((value: V) => void) | undefined;
  /** The radios' shared name (what a native form submits); default a generated one. */
  name?: string | undefined;
  /** Lays the options out in a column or a row; default `vertical`. */
  orientation?: 'vertical' | 'horizontal' | undefined;
}

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['200']};
  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${tokens.space['500']};
  }
`;

const OptionRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${tokens.space['200']};
  align-items: center;
`;

const Radio = styled.input`
  ${nativeControl}
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${tokens.color.surface};
  &:checked {
    border-color: ${tokens.color.primary};
    border-width: 6px;
  }
  [aria-invalid='true'] &:not(:checked) {
    border-color: ${tokens.color.danger};
  }
  [aria-readonly='true'] & {
    cursor: default;
  }
`;

const OptionLabel = styled.label`
  font-size: ${tokens.font['size-md']};
  line-height: ${tokens.font['line-height']};
  cursor: pointer;
  [data-disabled] > & {
    cursor: not-allowed;
  }
`;

const OptionHint = styled.div`
  grid-column: 2;
  font-size: ${tokens.font['size-sm']};
  color: ${tokens.color['text-muted']};
`;

function RadioGroupImpl<V extends string>(props: RadioGroupProps<V>, ref: Ref<HTMLFieldSetElement>) {
  const [field, own] = splitFieldProps(useComponentProps('RadioGroup', props));
  const { options, value, defaultValue, onValueChange, name: nameProp, orientation = 'vertical', ...rest } = own;
  const id = useFieldId(field.id);
  const name = nameProp ?? id;
  const [current, setCurrent] = useControllableState<V | null>({
    value,
    defaultValue: defaultValue ?? null,
    onChange: (next) => {
      if (next !== null) onValueChange?.(next);
    },
  });

  return (
    <FormField
      {...field}
      {...rest}
      ref={ref as Ref<HTMLElement>}
      id={id}
      as="fieldset"
      role="radiogroup"
      aria-orientation={orientation}
    >
      <Options data-orientation={orientation}>
        {options.map((option, index) => {
          const optionId = `${id}-option-${index}`;
          const disabled = Boolean(field.disabled || option.disabled);
          return (
            <OptionRow key={option.value} data-disabled={disabled ? '' : undefined}>
              <Radio
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={current === option.value}
                disabled={disabled}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                // Read-only: the change is ignored, and React puts the controlled `checked` back.
                onChange={() => {
                  if (!field.readOnly) setCurrent(option.value);
                }}
              />
              <OptionLabel htmlFor={optionId}>{option.label}</OptionLabel>
              {option.hint ? <OptionHint id={`${optionId}-hint`}>{option.hint}</OptionHint> : null}
            </OptionRow>
          );
        })}
      </Options>
    </FormField>
  );
}

/**
 * Native radios in a fieldset (role="radiogroup", named by its legend, described by hint and error). The
 * browser's own keys apply: Tab enters the group at the chosen radio, arrow keys move and choose, Space
 * chooses. The ref is the fieldset; other props go onto it.
 */
export const RadioGroup = forwardRef(RadioGroupImpl) as <V extends string = string>(
  props: RadioGroupProps<V> & { ref?: Ref<HTMLFieldSetElement> | undefined },
) => ReactElement | null;
