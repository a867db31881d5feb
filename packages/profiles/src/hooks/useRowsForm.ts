import { useCallback, useState } from 'react';
import type { RowsValidation } from './businessRows';

export interface UseRowsFormOptions<R extends { key: string }> {
  /** A new empty row (without its key). Required. */
  blank: () => Omit<R, 'key'>;
  /** The form's rules: a message for the list and one record per row. Required. */
  validate: (rows: R[]) => RowsValidation<R>;
}

export interface UseRowsFormResult<R extends { key: string }> {
  /** The rows, in order. */
  rows: R[];
  /** The messages to show: empty until the first `check()`, then kept up to date as the user types. */
  errors: RowsValidation<R>;
  /** Adds an empty row at the end. */
  add: () => void;
  /** Removes the row with this key. */
  remove: (key: string) => void;
  /** Changes some fields of the row with this key. */
  update: (key: string, patch: Partial<Omit<R, 'key'>>) => void;
  /** Shows the messages from now on and says whether the rows may go on. */
  check: () => boolean;
  /** Back to one empty row, no messages (after a save and on every close). */
  reset: () => void;
}

let counter = 0;
const nextKey = () => `row-${++counter}`;

/**
 * A form of repeatable rows (credentials, links): add and remove rows, change fields, and show the rules'
 * messages once the user tries to go on. Starts with one empty row.
 */
export function useRowsForm<R extends { key: string }>({ blank, validate }: UseRowsFormOptions<R>): UseRowsFormResult<R> {
  const make = useCallback(() => ({ ...blank(), key: nextKey() }) as R, [blank]);
  const [rows, setRows] = useState<R[]>(() => [make()]);
  const [checked, setChecked] = useState(false);
  const errors: RowsValidation<R> = checked ? validate(rows) : { rows: rows.map(() => ({})), valid: true };

  return {
    rows,
    errors,
    add: () => setRows((list) => [...list, make()]),
    remove: (key) => setRows((list) => list.filter((row) => row.key !== key)),
    update: (key, patch) => setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row))),
    check: () => {
      setChecked(true);
      return validate(rows).valid;
    },
    reset: () => {
      setRows([make()]);
      setChecked(false);
    },
  };
}
