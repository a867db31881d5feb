import {
  createContext,
  forwardRef,
  useContext,
  useId,
  type CSSProperties,
  type HTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import { AlertIcon } from '../icons';
import { visuallyHidden } from '../theme/mixins';
import { tokens } from '../theme/theme';

/** The props every field of the kit shares; `FormField` turns them into labels, descriptions and ARIA. */
export interface FieldBaseProps {
  /** The visible label (the legend of a group field); it is the control's accessible name. */
  label: ReactNode;
  /** Help text, tied to the control by aria-describedby; default none. */
  hint?: ReactNode | undefined;
  /** Error text: shown with an icon, announced, tied by aria-describedby, and sets aria-invalid; default none. */
  error?: ReactNode | undefined;
  /** Marks the control invalid without an error text of its own (e.g. inside a group that shows one); default false. */
  invalid?: boolean | undefined;
  /** Shows the required marker and sets aria-required; default false. */
  required?: boolean | undefined;
  /** Disables the control; default false. */
  disabled?: boolean | undefined;
  /** Shows the value without letting it change; default false. */
  readOnly?: boolean | undefined;
  /** Hides the label visually while keeping it as the accessible name; default false. */
  hideLabel?: boolean | undefined;
  /** The control's id (label, hint and error ids derive from it); default a generated id. */
  id?: string | undefined;
  /** Extra ids that describe the control, appended to the hint and error; default none. */
  'aria-describedby'?: string | undefined;
}

const fieldBaseKeys = [
  'label',
  'hint',
  'error',
  'invalid',
  'required',
  'disabled',
  'readOnly',
  'hideLabel',
  'id',
  'aria-describedby',
] as const satisfies ReadonlyArray<keyof FieldBaseProps>;

/** Splits a field's props into what `FormField` takes and the rest (which goes onto the control). */
export function splitFieldProps<P extends FieldBaseProps>(props: P): [FieldBaseProps, Omit<P, keyof FieldBaseProps>] {
  const field: Record<string, unknown> = {};
  const rest = { ...props } as Record<string, unknown>;
  for (const key of fieldBaseKeys) {
    if (key in rest) {
      field[key] = rest[key];
      delete rest[key];
    }
  }
  return [field as unknown as FieldBaseProps, rest as Omit<P, keyof FieldBaseProps>];
}

/** The ids of a field's parts, all derived from the control id so a component can know them before rendering. */
export function formFieldIds(id: string) {
  return { id, labelId: `${id}-label`, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** A control id: the given one, or a generated one that is stable across server and client. */
export function useFieldId(id?: string): string {
  const generated = useId();
  return id ?? `edu-field${generated.replace(/:/g, '')}`;
}

/** What a control spreads onto itself to be wired to its label, hint and error. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
  'aria-required'?: true | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
}

/** `data-*` state attributes a control's visual shell shows. */
export interface FormFieldStateProps {
  'data-invalid'?: '' | undefined;
  'data-disabled'?: '' | undefined;
  'data-readonly'?: '' | undefined;
  'data-required'?: '' | undefined;
}

export interface FormFieldContextValue {
  /** The control's id. */
  id: string;
  labelId: string;
  hintId: string;
  errorId: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  /** The ids the control is described by (hint, error, extras), or undefined when none. */
  describedBy: string | undefined;
  /** Spread onto the control: id, aria-describedby, aria-invalid, aria-required, disabled, readOnly. */
  controlProps: FormFieldControlProps;
  /** Spread onto the control's visual shell: data-invalid, data-disabled, data-readonly, data-required. */
  stateProps: FormFieldStateProps;
}

const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/** The wiring of the enclosing `FormField`, for a custom control rendered inside it. */
export function useFormField(): FormFieldContextValue {
  const value = useContext(FormFieldContext);
  if (!value) throw new Error('useFormField must be used inside <FormField>');
  return value;
}

const flag = (on: boolean) => (on ? ('' as const) : undefined);

export interface FormFieldProps
  extends FieldBaseProps,
    Omit<HTMLAttributes<HTMLElement>, 'children' | 'id' | 'aria-describedby'> {
  /** The control: an element that reads `useFormField()`, or a render function given the wiring. */
  children: ReactNode | ((field: FormFieldContextValue) => ReactNode);
  /** `fieldset` renders a fieldset with a legend for a group of controls (with `role="radiogroup"` it also carries aria-invalid, aria-required and aria-readonly); default `div`. */
  as?: 'div' | 'fieldset' | undefined;
  /** Where the label sits: `top` (above the control) or `end` (after it, for checkboxes and switches); default `top`. */
  labelPlacement?: 'top' | 'end' | undefined;
  /** Extra props for the label, e.g. a select's focus-on-click handler; default none. */
  labelProps?: LabelHTMLAttributes<HTMLLabelElement> | undefined;
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['100']};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  font-family: ${tokens.font.body};
  color: ${tokens.color.text};
`;

const Label = styled.label`
  display: block;
  /* A floated legend stops being the fieldset's "rendered legend", so it lays out like any flex item. */
  float: inline-start;
  width: 100%;
  padding: 0;
  font-size: ${tokens.font['size-sm']};
  font-weight: ${tokens.font['weight-medium']};
  line-height: ${tokens.font['line-height']};
  color: ${tokens.color.text};
  &[data-hidden] {
    ${visuallyHidden}
  }
  [data-label-placement='end'] > div > & {
    font-weight: ${tokens.font['weight-regular']};
    font-size: ${tokens.font['size-md']};
    cursor: pointer;
  }
  [data-label-placement='end'][data-disabled] > div > & {
    cursor: not-allowed;
  }
`;

const RequiredMark = styled.span`
  margin-inline-start: ${tokens.space['25']};
  color: ${tokens.color.danger};
`;

const Hint = styled.div`
  font-size: ${tokens.font['size-sm']};
  line-height: ${tokens.font['line-height']};
  color: ${tokens.color['text-muted']};
  [data-label-placement='end'] > & {
    padding-inline-start: 28px;
  }
`;

const ErrorText = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space['100']};
  font-size: ${tokens.font['size-sm']};
  line-height: ${tokens.font['line-height']};
  color: ${tokens.color.danger};
  /* Out of the flow while empty, but never display:none: a live region must stay in the tree to announce. */
  &:empty {
    position: absolute;
  }
  & > svg {
    flex: none;
    margin-top: 0.2em;
  }
  [data-label-placement='end'] > & {
    padding-inline-start: 28px;
  }
`;

const InlineRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space['200']};
`;

/**
 * Wires one control to its label, hint and error: generated ids, aria-describedby (hint, error, extras),
 * aria-invalid, aria-required and a visible required marker; the error shows with an icon in a role="alert"
 * region. Every field of the kit renders through it. With `as="fieldset"` the label is a legend and the
 * fieldset itself is described, for groups (radios, month + year).
 */
export const FormField = forwardRef<HTMLElement, FormFieldProps>(function FormField(props, ref) {
  const {
    label,
    hint,
    error,
    invalid: invalidProp = false,
    required = false,
    disabled = false,
    readOnly = false,
    hideLabel = false,
    id: idProp,
    'aria-describedby': extraDescribedBy,
    children,
    as = 'div',
    labelPlacement = 'top',
    labelProps,
    ...rest
  } = props;
  const ids = formFieldIds(useFieldId(idProp));
  const hasError = error != null && error !== false && error !== '';
  const invalid = invalidProp || hasError;
  const describedBy =
    [hint ? ids.hintId : null, hasError ? ids.errorId : null, extraDescribedBy || null].filter(Boolean).join(' ') ||
    undefined;
  const group = as === 'fieldset';

  const value: FormFieldContextValue = {
    ...ids,
    invalid,
    required,
    disabled,
    readOnly,
    describedBy,
    controlProps: {
      id: ids.id,
      'aria-describedby': group ? undefined : describedBy,
      'aria-invalid': invalid ? true : undefined,
      'aria-required': required ? true : undefined,
      disabled: disabled || undefined,
      readOnly: readOnly || undefined,
    },
    stateProps: {
      'data-invalid': flag(invalid),
      'data-disabled': flag(disabled),
      'data-readonly': flag(readOnly),
      'data-required': flag(required),
    },
  };

  const labelNode = (
    <Label
      as={group ? 'legend' : 'label'}
      id={ids.labelId}
      htmlFor={group ? undefined : ids.id}
      data-hidden={flag(hideLabel)}
      {...(group ? {} : labelProps)}
    >
      {label}
      {/* Hidden from assistive technology: aria-required on the control says "required" already. */}
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </Label>
  );
  const hintNode = hint ? (
    <Hint id={ids.hintId} data-part="hint">
      {hint}
    </Hint>
  ) : null;
  const control = typeof children === 'function' ? children(value) : children;

  return (
    <FormFieldContext.Provider value={value}>
      <Root
        ref={ref as never}
        as={as}
        data-label-placement={labelPlacement}
        {...value.stateProps}
        {...(group
          ? { 'aria-labelledby': ids.labelId, 'aria-describedby': describedBy, disabled: disabled || undefined }
          : {})}
        {...(group && rest.role === 'radiogroup'
          ? {
              // A plain group takes no field states; a radiogroup carries them for its radios.
              'aria-invalid': invalid || undefined,
              'aria-required': required || undefined,
              'aria-readonly': readOnly || undefined,
            }
          : {})}
        {...rest}
      >
        {labelPlacement === 'end' ? (
          <InlineRow>
            {control}
            {labelNode}
          </InlineRow>
        ) : (
          <>
            {labelNode}
            {hintNode}
            {control}
          </>
        )}
        {labelPlacement === 'end' ? hintNode : null}
        {/* Always present, so an error that appears later is announced by the live region. */}
        <ErrorText id={ids.errorId} role="alert" data-part="error">
          {hasError ? (
            <>
              <AlertIcon aria-hidden="true" />
              <span>{error}</span>
            </>
          ) : null}
        </ErrorText>
      </Root>
    </FormFieldContext.Provider>
  );
});
