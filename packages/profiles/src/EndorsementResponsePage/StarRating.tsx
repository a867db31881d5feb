import { forwardRef, useId, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { visuallyHidden } from '@edupassport/ui';
import { tokens } from '../EducatorSection/styles';

export interface StarRatingProps extends Omit<HTMLAttributes<HTMLFieldSetElement>, 'children' | 'defaultValue'> {
  /** The group's legend and accessible name. Required. */
  label: string;
  /** The chosen rating, 1 to `max`. Required. */
  value: number;
  /** Called with the rating chosen. Required. */
  onValueChange: (value: number) => void;
  /** The accessible name of each star ('4 stars'). Required. */
  starLabel: (n: number) => string;
  /** How many stars; default 5. */
  max?: number | undefined;
  /** The radios' shared name; default a generated one. */
  name?: string | undefined;
  /** Disables every star; default false. */
  disabled?: boolean | undefined;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & > legend {
    padding: 0;
    margin-bottom: ${tokens.space['100']};
    font-size: ${tokens.font['size-sm']};
    font-weight: ${tokens.font['weight-medium']};
    color: ${tokens.color.text};
  }
`;

const Stars = styled.div`
  display: inline-flex;
  gap: ${tokens.space['100']};
`;

const Radio = styled.input`
  ${visuallyHidden}
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Star = styled.label`
  display: inline-flex;
  padding: ${tokens.space['100']};
  border-radius: ${tokens.radius.sm};
  color: ${tokens.color['border-strong']};
  cursor: pointer;
  &[data-filled] {
    color: ${tokens.color.warning};
  }
  input:focus-visible + & {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  input:disabled + & {
    cursor: not-allowed;
  }
  & > svg {
    width: 28px;
    height: 28px;
  }
`;

const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

/**
 * A 1–5 star rating as a native radio group (WAI-ARIA radio group: Tab enters on the chosen star, the
 * arrow keys move and choose). Each star's name says its value; filled stars repeat the choice in shape,
 * so the meaning never rests on colour alone.
 */
export const StarRating = forwardRef<HTMLFieldSetElement, StarRatingProps>(function StarRating({ label, value, onValueChange, starLabel, max = 5, name, disabled = false, ...rest }, ref) {
  const generated = useId();
  const group = name ?? `rating-${generated}`;
  return (
    <Fieldset ref={ref} {...rest} data-part="rating" data-value={value} disabled={disabled}>
      <legend>{label}</legend>
      <Stars>
        {Array.from({ length: max }, (_, index) => {
          const n = index + 1;
          const id = `${group}-${n}`;
          return (
            <span key={n}>
              <Radio type="radio" id={id} name={group} value={n} checked={value === n} onChange={() => onValueChange(n)} />
              <Star htmlFor={id} data-filled={n <= value ? '' : undefined} title={starLabel(n)}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={STAR_PATH} fill={n <= value ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
                </svg>
                <Hidden>{starLabel(n)}</Hidden>
              </Star>
            </span>
          );
        })}
      </Stars>
    </Fieldset>
  );
});
