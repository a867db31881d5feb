import { useCallback, useEffect, useRef, useState } from 'react';
import type * as core from 'zod/v4/core';

/** A form schema: any zod 4 schema, classic or mini, whose input is a record of fields (usually `z.object`). */
export type FormSchema = core.$ZodType<unknown, Record<string, unknown>> & {
  // Both APIs have the method: calling it keeps zod's parser out of this hook's own bundle.
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: { issues: core.$ZodIssue[] } };
};

/** The first message per field name. */
export type FormErrors<TValues> = Partial<Record<keyof TValues & string, string>>;

/** Which fields the person has changed (all of them after a submit). */
export type FormTouched<TValues> = Partial<Record<keyof TValues & string, boolean>>;

export interface UseZodFormOptions<TValues> {
  /** The starting values, also what `reset()` goes back to. */
  defaultValues: TValues;
}

/** What `fieldProps(name)` gives a field of the kit: spread it onto TextField, TextArea, Select... */
export interface ZodFormFieldProps<TValue> {
  name: string;
  value: TValue;
  onValueChange: (value: TValue) => void;
  error: string | undefined;
}

export interface UseZodFormResult<TValues, TOutput> {
  /** The current values, as typed (the schema's input). */
  values: TValues;
  /** Sets one field; after the first submit it re-validates, so errors clear as they are fixed. */
  setValue: <K extends keyof TValues & string>(name: K, value: TValues[K]) => void;
  /** The first message per field (by the issue's first path segment). */
  errors: FormErrors<TValues>;
  /** A message from a schema-level rule (an issue with an empty path), or undefined. */
  formError: string | undefined;
  /** Which fields were changed; every field after a submit. */
  touched: FormTouched<TValues>;
  /** How many times the form was submitted. */
  submitCount: number;
  /** Validates now, shows the errors, and says whether the values pass. */
  validate: () => boolean;
  /** A submit handler: prevents the native submit, validates, then calls `onValid` with the parsed data or `onInvalid` with the errors. */
  handleSubmit: (
    onValid: (data: TOutput) => unknown,
    onInvalid?: (errors: FormErrors<TValues>) => void,
  ) => (event?: { preventDefault?: (() => void) | undefined }) => unknown;
  /** Back to the default values (or the given ones), with no errors and nothing touched. */
  reset: (values?: TValues) => void;
  /** `{ name, value, onValueChange, error }` for one field. */
  fieldProps: <K extends keyof TValues & string>(name: K) => ZodFormFieldProps<TValues[K]>;
}

interface Validation<TValues, TOutput> {
  success: boolean;
  data?: TOutput | undefined;
  errors: FormErrors<TValues>;
  formError: string | undefined;
}

function runSchema<TValues, TOutput>(schema: FormSchema, values: TValues): Validation<TValues, TOutput> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data as TOutput, errors: {}, formError: undefined };
  const errors: Record<string, string> = {};
  let formError: string | undefined;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (key === undefined) formError ??= issue.message;
    else errors[String(key)] ??= issue.message;
  }
  return { success: false, errors: errors as FormErrors<TValues>, formError };
}

/**
 * Form state validated by a zod schema, without any UI: validates on submit and, after the first submit, on
 * every change. Errors map to field names by each issue's first path segment, first message wins.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  { defaultValues }: UseZodFormOptions<core.input<S>>,
): UseZodFormResult<core.input<S>, core.output<S>> {
  type TValues = core.input<S>;
  type TOutput = core.output<S>;
  const [initial] = useState(defaultValues);
  const [values, setValues] = useState<TValues>(defaultValues);
  const [errors, setErrors] = useState<FormErrors<TValues>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [touched, setTouched] = useState<FormTouched<TValues>>({});
  const [submitCount, setSubmitCount] = useState(0);
  // Handlers read the latest values and schema here, so they stay stable and never see a stale render.
  const latest = useRef({ values, schema, submitted: false });
  useEffect(() => {
    latest.current.schema = schema;
  }, [schema]);

  const show = useCallback((validation: Validation<TValues, TOutput>) => {
    setErrors(validation.errors);
    setFormError(validation.formError);
  }, []);

  const validate = useCallback(() => {
    const validation = runSchema<TValues, TOutput>(latest.current.schema, latest.current.values);
    show(validation);
    return validation.success;
  }, [show]);

  const setValue = useCallback(
    <K extends keyof TValues & string>(name: K, value: TValues[K]) => {
      const next = { ...latest.current.values, [name]: value } as TValues;
      latest.current.values = next;
      setValues(next);
      setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true }));
      if (latest.current.submitted) show(runSchema<TValues, TOutput>(latest.current.schema, next));
    },
    [show],
  );

  const handleSubmit = useCallback(
    (onValid: (data: TOutput) => unknown, onInvalid?: (errors: FormErrors<TValues>) => void) =>
      (event?: { preventDefault?: (() => void) | undefined }) => {
        event?.preventDefault?.();
        latest.current.submitted = true;
        setSubmitCount((count) => count + 1);
        const current = latest.current.values;
        setTouched(Object.fromEntries(Object.keys(current).map((key) => [key, true])) as FormTouched<TValues>);
        const validation = runSchema<TValues, TOutput>(latest.current.schema, current);
        show(validation);
        if (validation.success) return onValid(validation.data as TOutput);
        onInvalid?.(validation.errors);
        return undefined;
      },
    [show],
  );

  const reset = useCallback(
    (next?: TValues) => {
      const resetValues = next ?? initial;
      latest.current.values = resetValues;
      latest.current.submitted = false;
      setValues(resetValues);
      setErrors({});
      setFormError(undefined);
      setTouched({});
      setSubmitCount(0);
    },
    [initial],
  );

  const fieldProps = <K extends keyof TValues & string>(name: K): ZodFormFieldProps<TValues[K]> => ({
    name,
    value: values[name],
    onValueChange: (value) => setValue(name, value),
    error: errors[name],
  });

  return { values, setValue, errors, formError, touched, submitCount, validate, handleSubmit, reset, fieldProps };
}
