import { forwardRef, useLayoutEffect, useMemo, useRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { FormField, splitFieldProps, type FieldBaseProps } from '../FormField/FormField';
import { useControllableState } from '../hooks/useControllableState';
import { CheckIcon, MinusIcon } from '../icons';
import { nativeControl } from '../FormField/styles';
import { tokens } from '../theme/theme';
import { composeEventHandlers, mergeRefs } from '../utils/events';

/** The props Checkbox and Switch share: a labelled on/off native input. */
export interface ToggleFieldProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'defaultChecked' | 'children' | keyof FieldBaseProps> {
  /** The controlled state; default uncontrolled. */
  checked?: boolean | undefined;
  /** The starting state when uncontrolled; default false. */
  defaultChecked?: boolean | undefined;
  /** Called with the new state on every toggle (after the native `onChange`); default none. */
  onCheckedChange?: ((checked: boolean) => void) | undefined;
}

const Control = styled.span`
  position: relative;
  display: inline-grid;
  flex: none;
  & > * {
    grid-area: 1 / 1;
  }
`;

const Box = styled.input`
  ${nativeControl}
  width: 20px;
  height: 20px;
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surface};
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    background: ${tokens.color.primary};
    border-color: ${tokens.color.primary};
    @media (forced-colors: active) {
      border-color: Highlight;
    }
  }
  &[aria-invalid='true'] {
    border-color: ${tokens.color.danger};
  }
  &[aria-readonly='true'] {
    cursor: default;
  }
  & + svg {
    place-self: center;
    pointer-events: none;
    color: ${tokens.color['on-primary']};
  }
`;

const Track = styled.input`
  ${nativeControl}
  width: 40px;
  height: 24px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color['surface-muted']};
  transition: background-color ${tokens.motion.fast} ${tokens.motion.easing};
  &:checked {
    background: ${tokens.color.primary};
    border-color: ${tokens.color.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${tokens.color.danger};
  }
  &[aria-readonly='true'] {
    cursor: default;
  }
  @media (forced-colors: active) {
    &:checked {
      border-color: Highlight;
    }
  }
`;

const Thumb = styled.span`
  width: 16px;
  height: 16px;
  margin: 4px;
  align-self: center;
  border-radius: 50%;
  background: ${tokens.color['border-strong']};
  pointer-events: none;
  /* An offset toward the line's end, not a translateX: on slides right, or left in right-to-left text. */
  position: relative;
  inset-inline-start: 0;
  transition: inset-inline-start ${tokens.motion.fast} ${tokens.motion.easing};
  input:checked + & {
    inset-inline-start: 16px;
    background: ${tokens.color['on-primary']};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  /* Forced colours paint backgrounds the page's colour, which would hide the thumb: it takes system colours, the
     highlight when on (the track's border too). */
  @media (forced-colors: active) {
    background: ButtonText;
    input:checked + & {
      background: Highlight;
    }
    input:disabled + & {
      background: GrayText;
    }
  }
`;

interface InternalProps extends ToggleFieldProps {
  kind: 'checkbox' | 'switch';
  indeterminate?: boolean | undefined;
}

/**
 * The one implementation behind Checkbox and Switch: a native checkbox input (so Space toggles, the label
 * toggles and forms submit it), wired through FormField with the label after the control.
 */
export const ToggleField = forwardRef<HTMLInputElement, InternalProps>(function ToggleField(props, ref) {
  const [field, own] = splitFieldProps(props);
  const { kind, indeterminate = false, checked, defaultChecked, onCheckedChange, onChange, className, style, ...inputProps } =
    own;
  const [on, setOn] = useControllableState({ value: checked, defaultValue: defaultChecked ?? false, onChange: onCheckedChange });
  // Read-only: the change is ignored, and React puts the controlled `checked` back.
  const handleChange = composeEventHandlers<ChangeEvent<HTMLInputElement>>(onChange, (event) => {
    if (!field.readOnly) setOn(event.target.checked);
  });

  const innerRef = useRef<HTMLInputElement>(null);
  const refs = useMemo(() => mergeRefs(ref, innerRef), [ref]);
  const mixed = kind === 'checkbox' && indeterminate;
  // `indeterminate` exists only as a DOM property, never as an attribute.
  useLayoutEffect(() => {
    if (innerRef.current) innerRef.current.indeterminate = mixed;
  }, [mixed]);

  const state = mixed ? 'indeterminate' : on ? 'checked' : 'unchecked';
  const Input = kind === 'switch' ? Track : Box;

  return (
    <FormField {...field} labelPlacement="end" data-state={state} className={className} style={style}>
      {({ controlProps: { readOnly, ...controlProps } }) => (
        <Control data-part="control">
          <Input
            ref={refs}
            type="checkbox"
            role={kind === 'switch' ? 'switch' : undefined}
            aria-checked={kind === 'switch' ? on : undefined}
            aria-readonly={readOnly}
            data-state={state}
            {...inputProps}
            {...controlProps}
            checked={on}
            onChange={handleChange}
          />
          {kind === 'switch' ? (
            <Thumb data-part="thumb" aria-hidden="true" />
          ) : mixed ? (
            <MinusIcon aria-hidden="true" size={14} strokeWidth={3} />
          ) : on ? (
            <CheckIcon aria-hidden="true" size={14} strokeWidth={3} />
          ) : null}
        </Control>
      )}
    </FormField>
  );
});
