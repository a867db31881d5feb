// Zod-free on purpose: the `./rules` entry imports it without zod.
import type * as core from 'zod/v4/core';

/** One answer (or one `parseItems` call) that lost list items the kit could not read. */
export interface InvalidDataReport {
  /** The endpoint's name in the endpoints table (e.g. `feed.getFeed`), or the name given to `parseItems`. */
  endpoint: string;
  /** The index of the first left-out item in its own list (-1 when the report is not about a list item). */
  index: number;
  /** What was wrong with the first left-out item; paths are relative to that item. */
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>;
  /** How many items this answer lost, nested lists included. */
  dropped: number;
}

/** Receives the reports of left-out items; the default warns in the console outside production. */
export type InvalidDataHandler = (report: InvalidDataReport) => void;

interface Collector {
  dropped: number;
  first?: { index: number; issues: InvalidDataReport['issues'] } | undefined;
}

/*
 * zod parses synchronously, so the list items left out during one parse are gathered in a stack of
 * collectors: each attempt (a list item, a candidate place of an entity) gets its own, merged into the
 * one below only when the attempt succeeds, so an item dropped inside something that is dropped too
 * (or inside a candidate that did not fit) is not counted.
 */
const stack: Collector[] = [];

function merge(into: Collector, from: Collector): void {
  into.dropped += from.dropped;
  if (!into.first && from.first) into.first = from.first;
}

/** Runs `parse` with a fresh collector and returns what it gathered. */
export function collectInvalidItems<T>(parse: () => T): { result: T; dropped: number; first?: Collector['first'] | undefined } {
  const collector: Collector = { dropped: 0 };
  stack.push(collector);
  try {
    return { result: parse(), ...collector };
  } finally {
    stack.pop();
  }
}

/** Runs one parse (`() => z.safeParse(schema, value, withMessages)`) whose left-out items count only if it succeeds. */
export function attempt<R extends { success: boolean }>(parse: () => R): R {
  const { result, ...gathered } = collectInvalidItems(parse);
  const outer = stack[stack.length - 1];
  if (result.success && outer) merge(outer, gathered);
  return result;
}

/** zod's name of a value's type in its messages ('null', 'array', 'NaN', a class name...). */
function typeName(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : Number.isFinite(value) ? 'number' : String(value);
  if (typeof value !== 'object') return typeof value;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const prototype: unknown = Object.getPrototypeOf(value);
  const constructor = (value as { constructor?: { name?: unknown } | undefined }).constructor;
  return prototype !== Object.prototype && 'constructor' in value && constructor ? String(constructor.name) : 'object';
}

const sizeUnits: Record<string, string> = { string: 'characters', file: 'bytes', array: 'items', set: 'items', map: 'entries' };

/**
 * The words of zod's English locale for the issues the kit's schemas raise themselves: zod/mini loads no locale,
 * and these words reach ApiError messages and InvalidDataReport issues. Other issues keep zod's own message.
 */
function issueMessage(issue: core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${typeName(issue.input)}`;
    case 'too_small': {
      const bound = `${issue.exact ? 'exactly ' : issue.inclusive ? '>=' : '>'}${issue.minimum.toString()}`;
      const unit = sizeUnits[issue.origin];
      return unit ? `Too small: expected ${issue.origin} to have ${bound} ${unit}` : `Too small: expected ${issue.origin} to be ${bound}`;
    }
    default:
      return undefined;
  }
}

/** What every parse of an answer passes, so that its messages read as they did with zod's classic API. */
export const withMessages: core.ParseContext<core.$ZodIssue> = { error: issueMessage };

/** Records one left-out list item in the parse under way (none outside a collected parse). */
export function recordInvalidItem(index: number, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): void {
  const outer = stack[stack.length - 1];
  if (!outer) return;
  merge(outer, { dropped: 1, first: { index, issues: issues.map(({ path, message }) => ({ path: [...path], message })) } });
}

function isProduction(): boolean {
  // `process` does not exist in a browser; reading it through globalThis never throws.
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> | undefined } | undefined }).process?.env;
  return env?.NODE_ENV === 'production';
}

/** Hands a report to the host's handler, or warns outside production; a failing handler never fails the call. */
export function reportInvalidData(handler: InvalidDataHandler | undefined, report: InvalidDataReport): void {
  try {
    if (handler) handler(report);
    else if (!isProduction()) {
      console.warn(`[@edupassport/api-client] ${report.endpoint}: left out ${report.dropped} item(s) it could not read`, report);
    }
  } catch {
    // Reporting is a side channel: the answer was read.
  }
}

/** Reports what `collectInvalidItems` gathered, when anything was left out. */
export function reportCollected(handler: InvalidDataHandler | undefined, endpoint: string, gathered: { dropped: number; first?: Collector['first'] | undefined }): void {
  if (gathered.dropped > 0 && gathered.first) reportInvalidData(handler, { endpoint, index: gathered.first.index, issues: gathered.first.issues, dropped: gathered.dropped });
}

// Kept on globalThis so that two copies of the package (two bundles, two entries) share the counts.
const RECEIVED = Symbol.for('@edupassport/api-client/receivedCount');

function receivedCounts(): WeakMap<object, number> {
  const holder = globalThis as { [RECEIVED]?: WeakMap<object, number> | undefined };
  return (holder[RECEIVED] ??= new WeakMap());
}

/** Remembers how many items the server sent for a list the client returns. */
export function rememberReceived<T extends unknown[]>(list: T, count: number): T {
  receivedCounts().set(list, count);
  return list;
}

/**
 * How many items the server sent for a list the client returned, left-out ones included; for any other
 * array, its length. Paging code compares it with the page size to know whether there may be more.
 */
export function receivedCount(list: readonly unknown[]): number {
  return receivedCounts().get(list) ?? list.length;
}
