import { z } from 'zod';
import { attempt, collectInvalidItems, recordInvalidItem, rememberReceived, reportCollected, reportInvalidData, type InvalidDataHandler } from './invalidData';

/*
 * Tolerant building blocks: real answers send null for absent fields and numbers as strings, values the
 * kit does not know yet, and lists with a broken item among good ones. Strict where a wrong value would
 * mislead a person: ids must exist; a broken list item is left out rather than shown.
 *
 * The schemas that start from `z.unknown().optional()` accept a missing key in an object (zod refuses
 * one for a plain `z.unknown()` pipe) and decide themselves what a missing value means.
 */

/** An id sent as a number or a string; kept as given, never empty. */
export const id = z.union([z.number(), z.string().min(1)]);

/** A string that may be null or missing; null becomes undefined. */
export const optionalString = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);

/** A text that may come as a string or a number (years, codes); null or missing becomes undefined. */
export const optionalText = z
  .union([z.string(), z.number().transform(String)])
  .nullish()
  .transform((v) => v ?? undefined);

/** A text whose blank, null or missing value reads as the fallback. */
export const textOr = (fallback: string) =>
  z
    .union([z.string(), z.number().transform(String)])
    .nullish()
    .transform((v) => (v?.trim() ? v : fallback));

/** A number that may come as a numeric string, null or missing. */
export const optionalNumber = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)])
  .nullish()
  .transform((v) => v ?? undefined);

/** A number that may come as a numeric string; null or missing becomes the fallback. */
export const numberOr = (fallback: number) =>
  z
    .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)])
    .nullish()
    .transform((v) => v ?? fallback);

/** A boolean that may come as 0/1, 'true'/'false', null or missing (false). */
export const looseBoolean = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])])
  .nullish()
  .transform((v) => v === true || v === 1 || v === 'true' || v === '1');

/**
 * A list that may be null or missing (empty), read item by item: an item that does not parse is left
 * out (and reported once per answer, see `onInvalidData`), the others keep their order. A value that
 * is not a list at all fails. `receivedCount(result)` is how many items were sent.
 */
export const list = <T extends z.ZodType>(item: T): z.ZodType<Array<z.output<T>>> =>
  z.unknown().optional().transform((value, ctx): Array<z.output<T>> => {
    if (value === null || value === undefined) return [];
    if (!Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: `Invalid input: expected array, received ${typeof value}` });
      return z.NEVER;
    }
    const items: Array<z.output<T>> = [];
    value.forEach((raw, index) => {
      const parsed = attempt(item, raw);
      if (parsed.success) items.push(parsed.data as z.output<T>);
      else recordInvalidItem(index, parsed.error.issues);
    });
    return rememberReceived(items, value.length);
  });

/**
 * Parses a list a host loaded itself (e.g. jobs for JobList) the way answers are read: the items that
 * parse, in order; the others are left out and reported once through `onInvalidData` (default: a console
 * warning outside production). Null or undefined is an empty list; anything else that is not a list is
 * reported (index -1, nothing dropped) and read as an empty list.
 */
export function parseItems<T>(
  itemSchema: z.ZodType<T>,
  raw: unknown,
  options: { endpoint?: string; onInvalidData?: InvalidDataHandler } = {},
): T[] {
  const endpoint = options.endpoint ?? 'parseItems';
  const gathered = collectInvalidItems(() => list(itemSchema).safeParse(raw));
  if (!gathered.result.success) {
    const issues = gathered.result.error.issues.map(({ path, message }) => ({ path: [...path], message }));
    reportInvalidData(options.onInvalidData, { endpoint, index: -1, issues, dropped: 0 });
    return [];
  }
  reportCollected(options.onInvalidData, endpoint, gathered);
  return gathered.result.data;
}

/** A list of strings, also sent as one comma-separated string; blanks are dropped. */
export const stringList = z
  .union([z.array(z.union([z.string(), z.number().transform(String)])), z.string().transform((v) => v.split(','))])
  .nullish()
  .transform((v) => (v ?? []).map((item) => item.trim()).filter(Boolean));

/**
 * A value of a set the kit knows, kept as sent when it is another (a newer server may add one): known
 * values are matched case-insensitively, blank, null, missing or a non-text value is undefined.
 */
export const openEnum = <const K extends string>(known: readonly K[]) =>
  z
    .unknown()
    .optional()
    .transform((v): K | (string & {}) | undefined => {
      const text = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
      if (!text) return undefined;
      return known.find((k) => k === text.toLowerCase()) ?? text;
    });

/** An ISO date string (kept as a string; the UI formats it). */
export const dateString = z.string().min(1);

/** The common `{ data: ... }` envelope of the users API. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

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
export function tolerant<T extends z.ZodType>(schema: T, options: { key?: string; optional: true }): z.ZodType<z.output<T> | undefined>;
export function tolerant<T extends z.ZodType>(schema: T, options?: { key?: string; optional?: false }): z.ZodType<z.output<T>>;
export function tolerant<T extends z.ZodType>(schema: T, options: { key?: string; optional?: boolean } = {}) {
  return z.unknown().optional().transform((value, ctx) => {
    let firstIssue: { path: PropertyKey[]; message: string } | undefined;
    for (const candidate of candidates(value, options.key)) {
      const parsed = attempt(schema, candidate.value);
      if (parsed.success) return parsed.data as z.output<T>;
      const issue = parsed.error.issues[0];
      if (issue && !firstIssue) firstIssue = { path: [...candidate.path, ...issue.path], message: issue.message };
    }
    if (options.optional && !carriesEntity(value, options.key)) return undefined;
    ctx.addIssue({ code: 'custom', message: firstIssue?.message ?? 'Expected a value', path: firstIssue?.path ?? [] });
    return z.NEVER;
  });
}

/** A list whose place the spec leaves open (see `tolerant`); no answer or no list reads as an empty list. */
export const tolerantList = <T extends z.ZodType>(item: T, key: string): z.ZodType<Array<z.output<T>>> =>
  tolerant(list(item), { key, optional: true }).transform((v) => v ?? []);

/** A value that is kept when it parses and read as undefined otherwise (e.g. the original of a share that is gone). */
export const orUndefined = <T>(schema: z.ZodType<T>): z.ZodType<T | undefined> =>
  z.unknown().optional().transform((value) => {
    const parsed = attempt(schema, value);
    return parsed.success ? parsed.data : undefined;
  });

/** The answer of a toggle (favourite): the new state when the server says it. */
export const toggleStateSchema = z
  .object({
    favorited: z.boolean().optional(),
    is_favorite: z.boolean().optional(),
    is_favorited: z.boolean().optional(),
    isFavorite: z.boolean().optional(),
    favorite: z.boolean().optional(),
  })
  .transform((v) => v.favorited ?? v.is_favorite ?? v.is_favorited ?? v.isFavorite ?? v.favorite);
