import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { attempt, collectInvalidItems, recordInvalidItem, rememberReceived, reportCollected, reportInvalidData, withMessages, type InvalidDataHandler } from './invalidData';

/*
 * Tolerant building blocks: real answers send null for absent fields and numbers as strings, values the
 * kit does not know yet, and lists with a broken item among good ones. Strict where a wrong value would
 * mislead a person: ids must exist; a broken list item is left out rather than shown.
 *
 * The schemas that start from `z.optional(z.unknown())` accept a missing key in an object (zod refuses
 * one for a plain `z.unknown()` pipe) and decide themselves what a missing value means.
 */

/** An id sent as a number or a string; kept as given, never empty. */
export const id = z.union([z.number(), z.string().check(z.minLength(1))]);

/** A value of `schema` that may also be null or missing; null becomes undefined. */
export const optionalOf = <T extends core.SomeType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((v: core.output<T> | null | undefined) => v ?? undefined),
  );

/** A string that may be null or missing; null becomes undefined. */
export const optionalString = optionalOf(z.string());

/** A string, or a number read as its text. */
const textOrNumber = z.union([z.string(), z.pipe(z.number(), z.transform(String))]);

/** A text that may come as a string or a number (years, codes); null or missing becomes undefined. */
export const optionalText = optionalOf(textOrNumber);

/** A text whose blank, null or missing value reads as the fallback. */
export const textOr = (fallback: string) =>
  z.pipe(
    z.nullish(textOrNumber),
    z.transform((v) => (v?.trim() ? v : fallback)),
  );

/** A number, or a numeric string (spaces around it allowed) read as its number. */
const numeric = z.union([z.number(), z.pipe(z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/)), z.transform(Number))]);

/** A blank string read as null: an empty count or field is a missing one. */
const blankAsNull = (v: unknown) => (typeof v === 'string' && !v.trim() ? null : v);

/** `schema` with a blank string read as a missing value. */
const blankIsMissing = <T extends core.$ZodType>(schema: T): z.ZodMiniType<core.output<T>> =>
  z.pipe(z.pipe(z.optional(z.unknown()), z.transform(blankAsNull)), schema);

/** A number that may come as a numeric string, blank, null or missing. */
export const optionalNumber = blankIsMissing(optionalOf(numeric));

/** A number that may come as a numeric string; blank, null or missing becomes the fallback. */
export const numberOr = (fallback: number) =>
  blankIsMissing(
    z.pipe(
      z.nullish(numeric),
      z.transform((v) => v ?? fallback),
    ),
  );

/**
 * A number that may come as a numeric string; any other value (blank, null, missing, a word, a boolean, an object)
 * becomes the fallback. For counts whose item must not be lost over a broken number (a poll option's votes).
 */
export const numberOrElse = (fallback: number) => z.catch(numberOr(fallback), fallback);

/**
 * A value some servers store as a JSON string (as the spec does for multimedia content) decoded: a blank
 * string is null; a string that is not JSON is kept as it is (the schema reading it then decides).
 */
function decodedJson(value: unknown): unknown {
  const sent = blankAsNull(value);
  if (typeof sent !== 'string') return sent;
  try {
    return JSON.parse(sent) as unknown;
  } catch {
    return sent;
  }
}

/** `schema` read from the value or from the JSON string of it (see `decodedJson`). */
export const jsonDecoded = <T extends core.$ZodType>(schema: T): z.ZodMiniType<core.output<T>> =>
  z.pipe(z.pipe(z.optional(z.unknown()), z.transform(decodedJson)), schema);

/** A boolean that may come as 0/1, 'true'/'false', null or missing (false). */
export const looseBoolean = z.pipe(
  z.nullish(z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])])),
  z.transform((v) => v === true || v === 1 || v === 'true' || v === '1'),
);

/**
 * A list that may be null, missing or blank (empty), or a JSON string of one, read item by item: an item
 * that does not parse is left out (and reported once per answer, see `onInvalidData`), the others keep
 * their order. A value that is not a list at all fails. `receivedCount(result)` is how many items were sent.
 */
export const list = <T extends core.$ZodType>(item: T): z.ZodMiniType<Array<z.output<T>>> =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((sent, ctx): Array<z.output<T>> => {
      const value = decodedJson(sent);
      if (value === null || value === undefined) return [];
      if (!Array.isArray(value)) {
        ctx.issues.push({ code: 'custom', message: `Invalid input: expected array, received ${typeof value}`, input: value });
        return z.NEVER;
      }
      const items: Array<z.output<T>> = [];
      value.forEach((raw, index) => {
        const parsed = attempt(() => z.safeParse(item, raw, withMessages));
        if (parsed.success) items.push(parsed.data);
        else recordInvalidItem(index, parsed.error.issues);
      });
      return rememberReceived(items, value.length);
    }),
  );

/**
 * Parses a list a host loaded itself (e.g. jobs for JobList) the way answers are read: the items that
 * parse, in order; the others are left out and reported once through `onInvalidData` (default: a console
 * warning outside production). Null or undefined is an empty list; anything else that is not a list is
 * reported (index -1, nothing dropped) and read as an empty list.
 */
export function parseItems<T>(
  itemSchema: core.$ZodType<T>,
  raw: unknown,
  options: { endpoint?: string | undefined; onInvalidData?: InvalidDataHandler | undefined } = {},
): T[] {
  const endpoint = options.endpoint ?? 'parseItems';
  const gathered = collectInvalidItems(() => z.safeParse(list(itemSchema), raw, withMessages));
  if (!gathered.result.success) {
    const issues = gathered.result.error.issues.map(({ path, message }) => ({ path: [...path], message }));
    reportInvalidData(options.onInvalidData, { endpoint, index: -1, issues, dropped: 0 });
    return [];
  }
  reportCollected(options.onInvalidData, endpoint, gathered);
  return gathered.result.data;
}

/** A list of strings, also sent as one comma-separated string; blanks are dropped. */
export const stringList = z.pipe(
  z.nullish(z.union([z.array(textOrNumber), z.pipe(z.string(), z.transform((v) => v.split(',')))])),
  z.transform((v) => (v ?? []).map((item) => item.trim()).filter(Boolean)),
);

/**
 * A value of a set the kit knows, kept as sent when it is another (a newer server may add one): known
 * values are matched case-insensitively, blank, null, missing or a non-text value is undefined.
 */
export const openEnum = <const K extends string>(known: readonly K[]) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((v): K | (string & {}) | undefined => {
      const text = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
      if (!text) return undefined;
      return known.find((k) => k === text.toLowerCase()) ?? text;
    }),
  );

/** An ISO date string (kept as a string; the UI formats it). */
export const dateString = z.string().check(z.minLength(1));

/** The common `{ data: ... }` envelope of the users API. */
export const envelope = <T extends core.$ZodType>(data: T) => z.object({ data });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a value may sit in an answer whose shape the spec does not give, most specific first. */
function candidates(value: unknown, key: string | undefined): Array<{ value: unknown; path: PropertyKey[] }> {
  const data = isRecord(value) ? value.data : undefined;
  const found = [
    { value: key && isRecord(data) ? data[key] : undefined, path: ['data', key ?? ''] },
    { value: data, path: ['data'] },
    { value: key && isRecord(value) ? value[key] : undefined, path: [key ?? ''] },
    { value, path: [] },
  ];
  return found.filter((candidate) => candidate.value !== undefined);
}

/** True when the answer holds an object or a list under the entity's key: then it is meant to be the entity. */
function carriesEntity(value: unknown, key: string | undefined): boolean {
  if (!key || !isRecord(value)) return false;
  const under = [isRecord(value.data) ? value.data[key] : undefined, value[key]];
  return under.some((entry) => typeof entry === 'object' && entry !== null);
}

/**
 * Reads X from an answer whose shape the spec leaves open: `{data: {key: X}}`, `{data: X}`, `{key: X}`
 * or X itself, the first that parses. Without `optional`, an answer holding no X is a validation
 * error (reported with the issue of the most specific place). With it, an answer without X (no body,
 * `{"success": true}`, `{"data": null}`, a message or an id under the key) reads as undefined; but an
 * object under the key that is not a valid X is still an error: the answer holds something else.
 */
export function tolerant<T extends core.$ZodType>(schema: T, options: { key?: string | undefined; optional: true }): z.ZodMiniType<z.output<T> | undefined>;
export function tolerant<T extends core.$ZodType>(schema: T, options?: { key?: string | undefined; optional?: false | undefined }): z.ZodMiniType<z.output<T>>;
export function tolerant<T extends core.$ZodType>(schema: T, options: { key?: string | undefined; optional?: boolean | undefined } = {}) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform((value, ctx) => {
      let firstIssue: { path: PropertyKey[]; message: string } | undefined;
      for (const candidate of candidates(value, options.key)) {
        const parsed = attempt(() => z.safeParse(schema, candidate.value, withMessages));
        if (parsed.success) return parsed.data;
        const issue = parsed.error.issues[0];
        if (issue && !firstIssue) firstIssue = { path: [...candidate.path, ...issue.path], message: issue.message };
      }
      if (options.optional && !carriesEntity(value, options.key)) return undefined;
      ctx.issues.push({ code: 'custom', message: firstIssue?.message ?? 'Expected a value', path: firstIssue?.path ?? [], input: value });
      return z.NEVER;
    }),
  );
}

/** A list whose place the spec leaves open (see `tolerant`); no answer or no list reads as an empty list. */
export const tolerantList = <T extends core.$ZodType>(item: T, key: string): z.ZodMiniType<Array<z.output<T>>> =>
  z.pipe(
    tolerant(list(item), { key, optional: true }),
    z.transform((v) => v ?? []),
  );

/**
 * The entity a write's 2xx answer echoes (placed as `tolerant` reads it), when it parses completely; any other
 * answer, a partial echo included (a comment without its `user`), is undefined: the write succeeded all the
 * same, and the caller reads the entity back or reloads what shows it.
 */
export const echoOf = <T extends core.$ZodType>(schema: T, key: string): z.ZodMiniType<z.output<T> | undefined> =>
  orUndefined(tolerant(schema, { key, optional: true }));

/** A value that is kept when it parses and read as undefined otherwise (e.g. the original of a share that is gone). */
export const orUndefined = <T>(schema: core.$ZodType<T>): z.ZodMiniType<T | undefined> =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => {
      const parsed = attempt(() => z.safeParse(schema, value, withMessages));
      return parsed.success ? parsed.data : undefined;
    }),
  );

/** The answer of a toggle (favourite): the new state when the server says it. */
export const toggleStateSchema = z.pipe(
  z.object({
    favorited: z.optional(z.boolean()),
    is_favorite: z.optional(z.boolean()),
    is_favorited: z.optional(z.boolean()),
    isFavorite: z.optional(z.boolean()),
    favorite: z.optional(z.boolean()),
  }),
  z.transform((v) => v.favorited ?? v.is_favorite ?? v.is_favorited ?? v.isFavorite ?? v.favorite),
);
