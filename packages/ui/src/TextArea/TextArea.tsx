import { forwardRef, useLayoutEffect, useMemo, useRef, useState, type TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { FormField, splitFieldProps, useFieldId, type FieldBaseProps } from '../FormField/FormField';
import { controlSurface } from '../FormField/styles';
import { useTextValue } from '../FormField/useTextValue';
import { AlertIcon } from '../icons';
import { useMessages } from '../EduProvider/context';
import { fieldMessages } from '../messages/fields';
import { focusRing, visuallyHidden } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { mergeRefs } from '../utils/events';
import { uiCatalogs } from '../messages/catalogs';
import { typedDir } from '../i18n/direction';

export interface TextAreaProps
  extends FieldBaseProps,
    Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      'value' | 'defaultValue' | 'children' | 'maxLength' | keyof FieldBaseProps
    > {
  /** The controlled value; default uncontrolled. */
  value?: string | undefined;
  /** The starting value when uncontrolled; default `''`. */
  defaultValue?: string | undefined;
  /** Called with the new text on every change (after the native `onChange`); default none. */
  onValueChange?: ((value: string) => void) | undefined;
  /** The limit the counter shows (`n/max`); default none, and then no counter. */
  maxLength?: number | undefined;
  /** Stops input at `maxLength`; default false: the text may run over and the counter turns to the error colour. */
  enforceMaxLength?: boolean | undefined;
  /** Visible lines (the minimum when auto-resizing); default 4. */
  rows?: number | undefined;
  /** Grows with the content instead of scrolling; default false. */
  autoResize?: boolean | undefined;
}

/** Where a count stands against its limit: `near` is the last tenth before it. */
export type CharacterCountLevel = 'ok' | 'near' | 'over';

export function characterCountLevel(count: number, max: number): CharacterCountLevel {
  if (count > max) return 'over';
  return max - count <= Math.floor(max / 10) ? 'near' : 'ok';
}

const Area = styled.textarea`
  ${controlSurface}
  ${focusRing}
  display: block;
  padding: ${tokens.space['200']} ${tokens.space['300']};
  resize: vertical;
  &[data-auto-resize] {
    resize: none;
    overflow: hidden;
  }
  &::placeholder {
    color: ${tokens.color['text-muted']};
    opacity: 1;
  }
`;

const Counter = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${tokens.space['100']};
  font-size: ${tokens.font['size-sm']};
  color: ${tokens.color['text-muted']};
  font-variant-numeric: tabular-nums;
  &[data-state='over'] {
    color: ${tokens.color.danger};
    font-weight: ${tokens.font['weight-medium']};
  }
`;

const LiveRegion = styled.span`
  ${visuallyHidden}
`;

/**
 * A labelled multi-line text input with an optional `n/max` counter. The counter is tied to the textarea by
 * aria-describedby and shows `data-state` (`ok`, `near`, `over`); a polite live region speaks only when the
 * count crosses into the last tenth or over the limit, never on every keystroke.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(props, ref) {
  const [field, own] = splitFieldProps(useComponentProps('TextArea', props));
  const {
    value,
    defaultValue,
    onValueChange,
    onChange,
    maxLength,
    enforceMaxLength = false,
    rows = 4,
    autoResize = false,
    className,
    style,
    ...areaProps
  } = own;
  const messages = useMessages('ui', fieldMessages, uiCatalogs.loaders);
  const id = useFieldId(field.id);
  const counterId = `${id}-counter`;
  const [current, handleChange] = useTextValue({ value, defaultValue, onValueChange, onChange });

  const count = current.length;
  const level = maxLength === undefined ? 'ok' : characterCountLevel(count, maxLength);
  // Derived during render so the announcement changes only when the level does.
  const [announced, setAnnounced] = useState({ level, text: '' });
  if (maxLength !== undefined && announced.level !== level) {
    const text =
      level === 'over'
        ? messages.charactersOver(count - maxLength)
        : level === 'near'
          ? messages.charactersLeft(maxLength - count)
          : '';
    setAnnounced({ level, text });
  }

  const innerRef = useRef<HTMLTextAreaElement>(null);
  const refs = useMemo(() => mergeRefs(ref, innerRef), [ref]);
  useLayoutEffect(() => {
    const node = innerRef.current;
    if (!autoResize || !node) return;
    node.style.height = 'auto';
    const borders = node.offsetHeight - node.clientHeight;
    node.style.height = `${node.scrollHeight + borders}px`;
  }, [autoResize, current]);

  const describedBy = [maxLength !== undefined ? counterId : null, field['aria-describedby']].filter(Boolean).join(' ');

  return (
    <FormField {...field} id={id} aria-describedby={describedBy || undefined} className={className} style={style}>
      {({ controlProps, stateProps }) => (
        <>
          <Area
            ref={refs}
            rows={rows}
            data-auto-resize={autoResize ? '' : undefined}
            maxLength={enforceMaxLength ? maxLength : undefined}
            // What a person types keeps its own direction (English text on an Arabic page).
            dir={typedDir(current)}
            {...areaProps}
            {...controlProps}
            {...stateProps}
            value={current}
            onChange={handleChange}
          />
          {maxLength !== undefined ? (
            <Counter id={counterId} data-part="counter" data-state={level}>
              {level === 'over' ? <AlertIcon aria-hidden="true" /> : null}
              {/* In an element of its own: a page translation moves bare text, and the icon is then inserted before it. */}
              <span>{messages.characterCount(count, maxLength)}</span>
            </Counter>
          ) : null}
          {maxLength !== undefined ? (
            <LiveRegion aria-live="polite" data-part="counter-announcement">
              {announced.text}
            </LiveRegion>
          ) : null}
        </>
      )}
    </FormField>
  );
});
