import { forwardRef, useMemo, useState, type FieldsetHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { FormField, splitFieldProps, useFieldId, type FieldBaseProps } from '../FormField/FormField';
import { useControllableState } from '../hooks/useControllableState';
import { useEdu, useMessages } from '../EduProvider/context';
import { fieldMessages } from '../messages/fields';
import { Select, type SelectOption } from '../Select/Select';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { DEFAULT_MIN_YEAR, useCurrentYear, yearOptions } from '../YearPicker/years';
import { formatDate } from '../dates/formatDate';
import { uiCatalogs } from '../messages/catalogs';

/** A calendar month: `month` runs from 1 (January) to 12. */
export interface MonthYear {
  month: number;
  year: number;
}

/** Negative when `a` is earlier than `b`, 0 when equal, positive when later. */
export function compareMonthYear(a: MonthYear, b: MonthYear): number {
  return a.year - b.year || a.month - b.month;
}

/** The name of a month (1–12) in a locale's words; with none, the kit's English (`January`). */
export function defaultMonthName(month: number, locale?: string | null): string {
  return formatDate(Date.UTC(2000, month - 1, 1), 'month', { timeZone: 'UTC', locale }) ?? String(month);
}

export interface MonthYearPickerProps
  extends FieldBaseProps,
    Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'defaultValue' | 'onChange' | 'children' | keyof FieldBaseProps> {
  /** The controlled value, `null` until both parts are chosen; default uncontrolled. */
  value?: MonthYear | null | undefined;
  /** The starting value when uncontrolled; default `null`. */
  defaultValue?: MonthYear | null | undefined;
  /** Called once both month and year are chosen, and on every change after; default none. */
  onValueChange?: ((value: MonthYear) => void) | undefined;
  /** The earliest year offered; default 1900. */
  minYear?: number | undefined;
  /** The latest year offered; default the current year by the EduProvider clock. */
  maxYear?: number | undefined;
  /** The earliest month allowed (e.g. the start date for an end date): earlier years are left out, earlier months of its year disabled; default none. */
  min?: MonthYear | null | undefined;
  /** The name of a month (1–12); default the EduProvider locale's month names (the kit's English: `January`). */
  formatMonth?: ((month: number) => string) | undefined;
}

interface Draft {
  month: number | null;
  year: number | null;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${tokens.space['300']};
`;

const PartLabel = styled.span`
  font-weight: ${tokens.font['weight-regular']};
  color: ${tokens.color['text-muted']};
`;

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * A month Select and a year Select in one fieldset whose legend is the label (hint and error describe the
 * fieldset). With `min`, choices before it are disabled rather than hidden for months and left out for
 * years; choosing `min`'s year while an earlier month is chosen snaps the month to `min`'s month (the
 * spec's "the end date is snapped to the start"). The value is reported only once both parts are chosen.
 */
export const MonthYearPicker = forwardRef<HTMLFieldSetElement, MonthYearPickerProps>(function MonthYearPicker(props, ref) {
  const [field, own] = splitFieldProps(useComponentProps('MonthYearPicker', props));
  const currentYear = useCurrentYear();
  const {
    value,
    defaultValue,
    onValueChange,
    minYear = DEFAULT_MIN_YEAR,
    maxYear = currentYear,
    min = null,
    formatMonth: ownFormatMonth,
    ...rest
  } = own;
  const { locale } = useEdu();
  const formatMonth = ownFormatMonth ?? ((month: number) => defaultMonthName(month, locale));
  const messages = useMessages('ui', fieldMessages, uiCatalogs.loaders);
  const id = useFieldId(field.id);
  const [current, setCurrent] = useControllableState<MonthYear | null>({
    value,
    defaultValue: defaultValue ?? null,
    onChange: (next) => {
      if (next) onValueChange?.(next);
    },
  });
  // A half-chosen date (month without year) lives here until it is complete.
  const [draft, setDraft] = useState<Draft>({ month: null, year: null });
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    if (current === null) setDraft({ month: null, year: null });
  }
  const shown: Draft = current ?? draft;

  const choose = (patch: Partial<Draft>) => {
    const next = { ...shown, ...patch };
    if (min && next.year === min.year && next.month !== null && next.month < min.month) next.month = min.month;
    setDraft(next);
    if (next.month !== null && next.year !== null) setCurrent({ month: next.month, year: next.year });
  };

  const firstYear = Math.max(minYear, min?.year ?? minYear);
  const years = useMemo(() => yearOptions(firstYear, maxYear), [firstYear, maxYear]);
  const months: Array<SelectOption<number>> = MONTHS.map((month) => ({
    value: month,
    label: formatMonth(month),
    disabled: Boolean(min && shown.year === min.year && month < min.month),
  }));

  return (
    <FormField {...field} {...rest} ref={ref as never} id={id} as="fieldset">
      {({ invalid, required, disabled, readOnly }) => {
        const part = {
          invalid,
          disabled,
          readOnly,
          'aria-required': required || undefined,
        };
        return (
          <Row>
            <Select<number>
              {...part}
              id={`${id}-month`}
              label={<PartLabel>{messages.month}</PartLabel>}
              options={months}
              value={shown.month}
              onValueChange={(month) => choose({ month })}
            />
            <Select<number>
              {...part}
              id={`${id}-year`}
              label={<PartLabel>{messages.year}</PartLabel>}
              options={years}
              value={shown.year}
              onValueChange={(year) => choose({ year })}
            />
          </Row>
        );
      }}
    </FormField>
  );
});
