import { useCallback, useState } from 'react';
import type { RowErrors, RowsValidation } from './businessRows';

export interface UseRowsFormOptions<R extends { key: string }, E = RowErrors<R>> {
  /** A new empty row (its key is replaced). Required. */
  blank: () => Omit<R, 'key'>;
  /** The form's rules: a message for the list and one record per row. Required. */
  validate: (rows: R[]) => RowsValidation<R, E>;
  /** The rows to start with and to go back to on `reset()`; default one blank row. */
  initial?: (() => R[]) | undefined;
  /** A row's messages before the first `check()`; default `{}` (none). */
  noErrors?: E | undefined;
}

export interface UseRowsFormResult<R extends { key: string }, E = RowErrors<R>> {
  /** The rows, in order. */
  rows: R[];
  /** The messages to show: none until the first `check()`, then kept up to date as the user types. */
  errors: RowsValidation<R, E>;
  /** Adds an empty row at the end. */
  add: () => void;
  /** Removes the row with this key. */
  remove: (key: string) => void;
  /** Changes some fields of the row with this key. */
  update: (key: string, patch: Partial<Omit<R, 'key'>>) => void;
  /** Shows the messages from now on and says whether the rows may go on. */
  check: () => boolean;
  /** Back to the first rows (one empty row by default), no messages (after a save and on every close). */
  reset: () => void;
}

let counter = 0;
const nextKey = () => `row-${++counter}`;

/**
 * A form of repeatable rows (credentials, links, team members): add and remove rows, change fields, and show
 * the rules' messages once the user tries to go on. Starts with one empty row unless told otherwise.
 */
export function useRowsForm<R extends { key: string }, E = RowErrors<R>>({
  blank,
  validate,
  initial,
  noErrors = {} as E,
}: UseRowsFormOptions<R, E>): UseRowsFormResult<R, E> {
  const make = useCallback(() => ({ ...blank(), key: nextKey() }) as R, [blank]);
  const first = () => (initial ? initial() : [make()]);
  const [rows, setRows] = useState<R[]>(first);
  const [checked, setChecked] = useState(false);
  const errors: RowsValidation<R, E> = checked ? validate(rows) : { rows: rows.map(() => noErrors), valid: true };

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
      setRows(first());
      setChecked(false);
    },
  };
}
