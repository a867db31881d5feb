import { z } from 'zod';

/*
 * Tolerant building blocks: real answers send null for absent fields and numbers as strings.
 * Strict where a wrong value would mislead a person (ids must exist; enums stay enums).
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

/** A list that may be null or missing (empty). */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

/** A list of strings, also sent as one comma-separated string; blanks are dropped. */
export const stringList = z
  .union([z.array(z.union([z.string(), z.number().transform(String)])), z.string().transform((v) => v.split(','))])
  .nullish()
  .transform((v) => (v ?? []).map((item) => item.trim()).filter(Boolean));

/** An ISO date string (kept as a string; the UI formats it). */
export const dateString = z.string().min(1);

/** The common `{ data: ... }` envelope of the users API. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a value may sit in an answer whose shape the spec does not give, most specific first. */
function candidates(value: unknown, key: string | undefined): unknown[] {
  const data = isRecord(value) ? value.data : undefined;
  const found = [
    key && isRecord(data) ? data[key] : undefined,
    data,
    key && isRecord(value) ? value[key] : undefined,
    value,
  ];
  return found.filter((candidate) => candidate !== undefined);
}

/**
 * Reads X from an answer whose shape the spec leaves open: `{data: {key: X}}`, `{data: X}`, `{key: X}`
 * or X itself, the first that parses. Without `optional`, an answer holding no X is a validation
 * error (reported with the issue of the most specific place); with it, the result is undefined.
 */
export function tolerant<T extends z.ZodType>(schema: T, options: { key?: string; optional: true }): z.ZodType<z.output<T> | undefined>;
export function tolerant<T extends z.ZodType>(schema: T, options?: { key?: string; optional?: false }): z.ZodType<z.output<T>>;
export function tolerant<T extends z.ZodType>(schema: T, options: { key?: string; optional?: boolean } = {}) {
  return z.unknown().transform((value, ctx) => {
    let firstIssue: z.core.$ZodIssue | undefined;
    for (const candidate of candidates(value, options.key)) {
      const parsed = schema.safeParse(candidate);
      if (parsed.success) return parsed.data as z.output<T>;
      firstIssue ??= parsed.error.issues[0];
    }
    if (options.optional) return undefined;
    ctx.addIssue({ code: 'custom', message: firstIssue?.message ?? 'Expected a value', path: firstIssue?.path ?? [] });
    return z.NEVER;
  });
}

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
