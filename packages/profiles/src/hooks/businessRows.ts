import { toSafeUrl } from '@edupassport/ui/headless';
import type { CredentialInput, LinkInput } from '@edupassport/api-client';
import { isBlank } from '@edupassport/internal/blank';

/** One row of the credentials form; `key` keeps React's identity while rows come and go. */
export interface CredentialRow {
  key: string;
  achievement: string;
  year: number | null;
}

/** One row of the links form. */
export interface LinkRow {
  key: string;
  link_title: string;
  url: string;
}

/** The messages one field of a row can show, by field name. */
export type RowErrors<R> = Partial<Record<Exclude<keyof R, 'key'>, string>>;

/** The outcome of checking a rows form: a message for the whole list and one record `E` per row. */
export interface RowsValidation<R, E = RowErrors<R>> {
  /** 'Add at least one field' when there is no row at all. */
  list?: string | undefined;
  /** The messages of each row, in order. */
  rows: E[];
  /** True when the rows may go on to the preview. */
  valid: boolean;
}

/** The strings the rules need (a subset of profilesMessages). */
export interface BusinessRowsMessages {
  addAtLeastOneField: string;
  addAtLeastOneLink: string;
  titleRequired: string;
  yearRequired: string;
  linkTitleRequired: string;
  urlRequired: string;
  invalidUrlFormat: string;
}

function validateRows<R>(rows: R[], none: string, check: (row: R) => RowErrors<R>): RowsValidation<R> {
  const errors = rows.map(check);
  const list = rows.length ? undefined : none;
  return { list, rows: errors, valid: !list && errors.every((e) => Object.keys(e).length === 0) };
}

/** The spec's credentials rule: at least one row, each with a title and a year. */
export function validateCredentialRows(rows: CredentialRow[], m: BusinessRowsMessages): RowsValidation<CredentialRow> {
  return validateRows(rows, m.addAtLeastOneField, (row) => {
    const errors: RowErrors<CredentialRow> = {};
    if (isBlank(row.achievement)) errors.achievement = m.titleRequired;
    if (row.year === null) errors.year = m.yearRequired;
    return errors;
  });
}

/**
 * The spec's links rule: at least one row, each with a title and a URL that `toSafeUrl` can normalise
 * (a missing or non-http scheme becomes https; anything unparseable is 'Invalid URL format').
 */
export function validateLinkRows(rows: LinkRow[], m: BusinessRowsMessages): RowsValidation<LinkRow> {
  return validateRows(rows, m.addAtLeastOneLink, (row) => {
    const errors: RowErrors<LinkRow> = {};
    if (isBlank(row.link_title)) errors.link_title = m.linkTitleRequired;
    if (isBlank(row.url)) errors.url = m.urlRequired;
    else if (!toSafeUrl(row.url)) errors.url = m.invalidUrlFormat;
    return errors;
  });
}

/** What a checked credential row sends. */
export function credentialInput(row: CredentialRow): CredentialInput {
  return { achievement: row.achievement.trim(), year: String(row.year ?? '') };
}

/** What a checked link row sends: the URL as normalised on the preview. */
export function linkInput(row: LinkRow): LinkInput {
  return { link_title: row.link_title.trim(), url: toSafeUrl(row.url) ?? row.url.trim() };
}
