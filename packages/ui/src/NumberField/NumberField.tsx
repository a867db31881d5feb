import { forwardRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { useFieldId } from '../FormField/FormField';
import { useControllableState } from '../hooks/useControllableState';
import { MinusIcon, PlusIcon } from '../icons';
import { useMessages } from '../EduProvider/context';
import { fieldMessages } from '../messages/fields';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { composeEventHandlers } from '../utils/events';
import { clampNumber, parseNumberInput } from './parseNumberInput';
import { uiCatalogs } from '../messages/catalogs';

export interface NumberFieldProps
  extends Omit<
    TextFieldProps,
    'type' | 'value' | 'defaultValue' | 'onValueChange' | 'min' | 'max' | 'step' | 'inputMode'
  > {
  /** The controlled value, `null` for empty; default uncontrolled. */
  value?: number | null | undefined;
  /** The starting value when uncontrolled; default `null` (empty). */
  defaultValue?: number | null | undefined;
  /** Called with the number the text means (clamped), or null for empty or non-numeric text without coercion; default none. */
  onValueChange?: ((value: number | null) => void) | undefined;
  /** The lowest value; typed and stepped values are clamped to it; default none. */
  min?: number | undefined;
  /** The highest value; typed and stepped values are clamped to it; default none. */
  max?: number | undefined;
  /** How much ArrowUp/ArrowDown and the stepper buttons change the value (PageUp/PageDown: ten steps); default 1. */
  step?: number | undefined;
  /** Empty or non-numeric text counts as 0 and is rewritten to `0` on blur; default false. */
  coerceInvalidToZero?: boolean | undefined;
  /** Shows − and + buttons for pointer users; default false. */
  showSteppers?: boolean | undefined;
  /** Accessible name of the + button; default the `increaseValue` message with the label. */
  incrementLabel?: string | undefined;
  /** Accessible name of the − button; default the `decreaseValue` message with the label. */
  decrementLabel?: string | undefined;
}

const Steppers = styled.span`
  display: inline-flex;
  gap: ${tokens.space['25']};
  margin-inline-end: calc(-1 * ${tokens.space['200']});
  & > button {
    min-height: 30px;
    padding: 0 ${tokens.space['200']};
  }
`;

const format = (value: number | null) => (value === null ? '' : String(value));

function decimals(step: number): number {
  const text = String(step);
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
}

/**
 * A numeric text input (`inputMode="numeric"`, role="spinbutton" with aria-valuenow/min/max): ArrowUp and
 * ArrowDown step, PageUp/PageDown step by ten, Home/End go to min/max, all clamped; typed text is clamped
 * and normalised on blur. Optional stepper buttons are left out of the tab order, as the keys do the same.
 * The ref is the `<input>`.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(props, ref) {
  const {
    value,
    defaultValue,
    onValueChange,
    min,
    max,
    step = 1,
    coerceInvalidToZero = false,
    showSteppers = false,
    incrementLabel,
    decrementLabel,
    onKeyDown,
    onBlur,
    endAdornment,
    ...rest
  } = useComponentProps('NumberField', props);
  const messages = useMessages('ui', fieldMessages, uiCatalogs.loaders);
  const id = useFieldId(rest.id);
  const options = { min, max, coerceInvalidToZero };

  const [number, setNumber] = useControllableState<number | null>({
    value,
    defaultValue: defaultValue ?? null,
    onChange: onValueChange,
  });
  const [draft, setDraft] = useState(() => format(number));
  // When the number changes from outside (controlled value, reset), the text follows it.
  const [synced, setSynced] = useState(number);
  if (!Object.is(number, synced)) {
    setSynced(number);
    if (!Object.is(parseNumberInput(draft, options), number)) setDraft(format(number));
  }

  const commit = (next: number | null, text: string) => {
    setDraft(text);
    setSynced(next);
    setNumber(next);
  };
  const stepBy = (steps: number) => {
    const base = number ?? clampNumber(0, min, max);
    const next = number === null ? base : Number((base + steps * step).toFixed(decimals(step)));
    const clamped = clampNumber(next, min, max);
    commit(clamped, format(clamped));
  };

  const inert = Boolean(rest.disabled || rest.readOnly);
  const keySteps: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
  const handleKeyDown = composeEventHandlers<KeyboardEvent<HTMLInputElement>>(onKeyDown, (event) => {
    if (inert) return;
    const steps = keySteps[event.key];
    const bound = event.key === 'Home' ? min : event.key === 'End' ? max : undefined;
    if (steps !== undefined) stepBy(steps);
    else if (bound !== undefined) commit(bound, format(bound));
    else return;
    event.preventDefault();
  });
  const handleBlur = composeEventHandlers<FocusEvent<HTMLInputElement>>(onBlur, () => {
    const parsed = parseNumberInput(draft, options);
    if (parsed !== null) commit(parsed, format(parsed));
  });

  const name = typeof rest.label === 'string' ? rest.label : undefined;
  const steppers = showSteppers ? (
    <Steppers data-part="steppers">
      {(
        [
          [-1, decrementLabel ?? messages.decreaseValue(name), <MinusIcon key="icon" aria-hidden="true" />],
          [1, incrementLabel ?? messages.increaseValue(name), <PlusIcon key="icon" aria-hidden="true" />],
        ] as const
      ).map(([direction, label, icon]) => (
        <Button
          key={direction}
          variant="ghost"
          size="sm"
          aria-label={label}
          aria-controls={id}
          tabIndex={-1}
          disabled={inert || (direction < 0 ? min !== undefined && number !== null && number <= min : max !== undefined && number !== null && number >= max)}
          // Keeps focus (and the keyboard) in the input while clicking.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => stepBy(direction)}
        >
          {icon}
        </Button>
      ))}
    </Steppers>
  ) : null;

  return (
    <TextField
      ref={ref}
      {...rest}
      id={id}
      type="text"
      inputMode={step % 1 === 0 && (min === undefined || min >= 0) ? 'numeric' : 'decimal'}
      role="spinbutton"
      aria-valuenow={number ?? undefined}
      aria-valuemin={min}
      aria-valuemax={max}
      autoComplete={rest.autoComplete ?? 'off'}
      value={draft}
      onValueChange={(text) => commit(parseNumberInput(text, options), text)}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      endAdornment={
        endAdornment || steppers ? (
          <>
            {endAdornment as ReactNode}
            {steppers}
          </>
        ) : undefined
      }
    />
  );
});
