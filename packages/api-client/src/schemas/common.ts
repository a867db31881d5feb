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

/** An ISO date string (kept as a string; the UI formats it). */
export const dateString = z.string().min(1);

/** The common `{ data: ... }` envelope of the users API. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
