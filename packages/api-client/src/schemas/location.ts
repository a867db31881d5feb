import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { id, list, looseBoolean, optionalString, optionalText, tolerantList } from './common';
import { attempt, withMessages } from './invalidData';

export const countrySchema = z.pipe(
  z.object({
    country: optionalString,
    name: optionalString,
    iso2: optionalString,
    Iso2: optionalString,
    iso3: optionalString,
    Iso3: optionalString,
  }),
  z.transform((v, ctx) => {
    const name = v.country ?? v.name;
    const iso2 = v.iso2 ?? v.Iso2;
    if (!name || !iso2) {
      ctx.issues.push({ code: 'custom', message: 'A country needs a name and an iso2 code', input: v });
      return z.NEVER;
    }
    const iso3 = v.iso3 ?? v.Iso3;
    return iso3 ? { name, iso2, iso3 } : { name, iso2 };
  }),
);
export type Country = z.output<typeof countrySchema>;

const nonEmpty = z.string().check(z.minLength(1));

export const stateSchema = z.pipe(
  z.object({ name: nonEmpty, state_code: optionalText, iso2: optionalText, code: optionalText }),
  z.transform(({ name, state_code, iso2, code }) => {
    const stateCode = state_code ?? iso2 ?? code;
    return stateCode ? { name, code: stateCode } : { name };
  }),
);
export type State = z.output<typeof stateSchema>;

/** A city is its name; services send it plain or as `{ name }` / `{ city }`. */
export const citySchema = z.union([
  nonEmpty,
  z.pipe(z.object({ name: nonEmpty }), z.transform((v) => v.name)),
  z.pipe(z.object({ city: nonEmpty }), z.transform((v) => v.city)),
]);
export type City = z.output<typeof citySchema>;

export const phoneCodeSchema = z.object({
  id,
  code: z.union([nonEmpty, z.pipe(z.number(), z.transform(String))]),
  name: z.string(),
  iso2: optionalString,
});
export type PhoneCode = z.output<typeof phoneCodeSchema>;

/**
 * The location service's answer `{ error, msg, data }`: a true `error` is a failure with `msg` as its
 * reason, even on HTTP 200. No answer at all reads as no data (an empty list).
 */
export const locationAnswer = <T extends core.$ZodType>(data: T) =>
  z.pipe(
    z.nullish(z.object({ error: looseBoolean, msg: optionalString, data: z.unknown() })),
    z.transform((answer, ctx) => {
      const v = answer ?? { error: false, msg: undefined, data: undefined };
      if (v.error) {
        ctx.issues.push({ code: 'custom', message: v.msg ?? 'The location service reported an error', input: answer });
        return z.NEVER;
      }
      const parsed = attempt(() => z.safeParse(data, v.data, withMessages));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: ['data', ...issue.path], input: answer });
        return z.NEVER;
      }
      return parsed.data;
    }),
  );

export const countriesAnswerSchema = locationAnswer(list(countrySchema));
export const citiesAnswerSchema = locationAnswer(list(citySchema));
/** States come as a list, or inside `{ states }` (a country record). */
export const statesAnswerSchema = locationAnswer(z.union([list(stateSchema), z.pipe(z.object({ states: list(stateSchema) }), z.transform((v) => v.states))]));
/** Phone codes come as `{ data: [...] }` or as the bare list. */
export const phoneCodesAnswerSchema = tolerantList(phoneCodeSchema, 'phone_codes');
