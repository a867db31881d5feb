import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@edupassport/api-client';
import type { EduStorage } from '../EduProvider/types';
import { mayHaveLanded } from './landed';

/** The storage key of every signed-in user's waiting toggles (one key, so a sign-out clears it without listing keys). */
export const OUTBOX_STORAGE_KEY = 'edupassport.outbox';

/** A toggle's state as the person chose it: on/off (a favourite), or which reaction (null: none). */
export type ToggleState = string | boolean | null;

/** One change waiting to be sent: the state the person chose for one target. */
export interface OutboxEntry {
  /** The kind of toggle (`feed.favourite`), as `defineToggleKind` named it. */
  kind: string;
  /** The target's id, as text. */
  target: string;
  /** The state the person chose last. */
  desired: ToggleState;
  /** The state shown before the first tap: choosing it again leaves nothing to send. */
  base: ToggleState;
  /** What the kind needs to show the target again on an undo (the post), as JSON. */
  item?: unknown;
  /** The server refused it when it was replayed: kept for Try again or Undo, not sent again by itself. */
  failed?: boolean | undefined;
}

/** What a kind's calls get: the provider's client and query client, and the signed-in user's id. */
export interface ToggleContext {
  client: ApiClient;
  queryClient: QueryClient;
  user: string;
  /** One read per replay: `once('favourites', read)` shares a list read between the entries it serves. */
  once<T>(key: string, read: () => Promise<T>): Promise<T>;
}

/** How the kit replays one kind of toggle (registered by the package that owns it). */
export interface ToggleKind {
  /** The server's state of the target now. */
  read(target: string, context: ToggleContext): Promise<ToggleState>;
  /** Moves the server from `current` to `desired` (the server's calls toggle, so `current` says what to send). */
  send(target: string, desired: ToggleState, current: ToggleState, context: ToggleContext): Promise<unknown>;
  /** Shows `state` wherever the page shows the target (after a replay: the server's; on an undo: the base). */
  show(entry: Pick<OutboxEntry, 'target' | 'item'>, state: ToggleState, context: ToggleContext): void | Promise<void>;
}

/** What the status control shows for the signed-in user. */
export interface OutboxSummary {
  /** Changes waiting for the connection. */
  waiting: number;
  /** Changes the server refused on replay. */
  failed: number;
  /** Whether a replay is under way. */
  sending: boolean;
}

type Stored = Record<string, OutboxEntry[]>;

/** The durable list of toggles waiting to be sent, per signed-in user, in the provider's storage. */
export interface ToggleOutbox {
  entries(user: string): OutboxEntry[];
  /** Keeps the person's latest choice for a target; a choice equal to the first tap's starting state removes it. */
  record(user: string, change: Omit<OutboxEntry, 'failed'>): void;
  /** Drops one entry; with `ifDesired`, only while it still holds that choice (a newer tap wins). */
  remove(user: string, kind: string, target: string, ifDesired?: ToggleState): void;
  markFailed(user: string, kind: string, target: string): void;
  /** Makes every refused entry of the user wait again (Try again). */
  retry(user: string): void;
  /** Drops every entry of the user and returns them (an undo). */
  discard(user: string): OutboxEntry[];
  /** Drops everyone's entries (sign-out). */
  clear(): void;
  summary(user: string | null): OutboxSummary;
  setSending(sending: boolean): void;
  subscribe(listener: () => void): () => void;
}

const outboxes = new WeakMap<EduStorage, ToggleOutbox>();

/** The outbox kept in `storage`: one per storage object, so a new query client (a reload) finds the same entries. */
export function toggleOutbox(storage: EduStorage): ToggleOutbox {
  let outbox = outboxes.get(storage);
  if (!outbox) outboxes.set(storage, (outbox = createOutbox(storage)));
  return outbox;
}

const same = (a: OutboxEntry, kind: string, target: string) => a.kind === kind && a.target === target;

function createOutbox(storage: EduStorage): ToggleOutbox {
  const listeners = new Set<() => void>();
  let sending = false;
  let summaries = new Map<string, OutboxSummary>();
  const notify = () => {
    summaries = new Map();
    for (const listener of [...listeners]) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === OUTBOX_STORAGE_KEY || event.key === null) notify();
  };
  const read = (): Stored => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(OUTBOX_STORAGE_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
    } catch {
      return {};
    }
  };
  const write = (user: string, entries: OutboxEntry[]) => {
    const all = read();
    if (entries.length) all[user] = entries;
    else delete all[user];
    if (Object.keys(all).length) storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(all));
    else storage.removeItem(OUTBOX_STORAGE_KEY);
    notify();
  };
  const entries = (user: string) => (Array.isArray(read()[user]) ? (read()[user] as OutboxEntry[]) : []);
  return {
    entries,
    record(user, change) {
      const list = entries(user);
      const index = list.findIndex((e) => same(e, change.kind, change.target));
      const base = index >= 0 ? (list[index] as OutboxEntry).base : change.base;
      const rest = list.filter((_, i) => i !== index);
      // On then off before anything was sent: the server already holds what the person wants.
      write(user, change.desired === base ? rest : [...rest, { ...change, base }]);
    },
    remove(user, kind, target, ifDesired) {
      const list = entries(user);
      const kept = list.filter((e) => !same(e, kind, target) || (ifDesired !== undefined && e.desired !== ifDesired));
      if (kept.length !== list.length) write(user, kept);
    },
    markFailed(user, kind, target) {
      write(user, entries(user).map((e) => (same(e, kind, target) ? { ...e, failed: true } : e)));
    },
    retry(user) {
      write(user, entries(user).map(({ failed: _failed, ...e }) => e));
    },
    discard(user) {
      const list = entries(user);
      write(user, []);
      return list;
    },
    clear() {
      storage.removeItem(OUTBOX_STORAGE_KEY);
      notify();
    },
    summary(user) {
      const key = user ?? '';
      let summary = summaries.get(key);
      if (!summary) {
        const list = user === null ? [] : entries(user);
        const failed = list.filter((e) => e.failed).length;
        summary = { waiting: list.length - failed, failed, sending };
        summaries.set(key, summary);
      }
      return summary;
    },
    setSending(value) {
      if (value === sending) return;
      sending = value;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab's changes to the same localStorage (its taps, its replay, its sign-out) show here too.
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

const kinds = new Map<string, ToggleKind>();
const kindListeners = new Set<() => void>();

/**
 * Registers how one kind of toggle is read, sent and shown, for the outbox's replay (the package that owns the toggle
 * calls it when its hook first runs). Registering a kind again replaces it; the provider replays what waited for it.
 */
export function defineToggleKind(name: string, kind: ToggleKind): void {
  const known = kinds.get(name) === kind;
  kinds.set(name, kind);
  if (!known) for (const listener of [...kindListeners]) listener();
}

/** Hears new kinds (their waiting entries can be replayed now). */
export function onToggleKindDefined(listener: () => void): () => void {
  kindListeners.add(listener);
  return () => kindListeners.delete(listener);
}

function contextFor(client: ApiClient, queryClient: QueryClient, user: string): ToggleContext {
  const reads = new Map<string, Promise<unknown>>();
  return {
    client,
    queryClient,
    user,
    once: <T>(key: string, run: () => Promise<T>) => {
      let read = reads.get(key) as Promise<T> | undefined;
      if (!read) reads.set(key, (read = run()));
      return read;
    },
  };
}

/** What one replay did. */
export interface ReplayResult {
  sent: number;
  failed: number;
}

const running = new WeakMap<ToggleOutbox, Promise<ReplayResult>>();

/**
 * Sends the user's waiting toggles once: for each, reads the server's state and sends only when it differs from the
 * person's choice. An answer lost on the way back is read again before anything else is decided; an entry whose read
 * fails (still offline) waits for the next replay; one the server refuses is marked failed. One replay at a time per
 * outbox, and one per user and browser across tabs where the Web Locks API exists (two tabs must not both send a toggle).
 */
export function replayOutbox(outbox: ToggleOutbox, client: ApiClient, queryClient: QueryClient, user: string): Promise<ReplayResult> {
  const current = running.get(outbox);
  if (current) return current.then(() => replayOutbox(outbox, client, queryClient, user));
  const run = withLock(`${OUTBOX_STORAGE_KEY}.${user}`, () => replayEntries(outbox, contextFor(client, queryClient, user))).finally(() => {
    running.delete(outbox);
    outbox.setSending(false);
  });
  running.set(outbox, run);
  return run;
}

async function replayEntries(outbox: ToggleOutbox, context: ToggleContext): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, failed: 0 };
  const due = outbox.entries(context.user).filter((e) => !e.failed && kinds.has(e.kind));
  if (due.length) outbox.setSending(true);
  for (const entry of due) {
    const kind = kinds.get(entry.kind) as ToggleKind;
    const now = await kind.read(entry.target, context).catch(() => undefined);
    if (now === undefined) continue;
    if (now !== entry.desired) {
      try {
        await kind.send(entry.target, entry.desired, now, context);
        result.sent += 1;
      } catch (error) {
        if (!mayHaveLanded(error)) {
          outbox.markFailed(context.user, entry.kind, entry.target);
          result.failed += 1;
          await kind.show(entry, now, context);
          continue;
        }
        // No answer: whether it landed is only known by reading again; until then it waits (never sent twice).
        const after = await kind.read(entry.target, fresh(context)).catch(() => undefined);
        if (after !== entry.desired) continue;
        result.sent += 1;
      }
    }
    outbox.remove(context.user, entry.kind, entry.target, entry.desired);
    await kind.show(entry, entry.desired, context);
  }
  return result;
}

/** The same context without the reads shared so far (a read after a send must see the send). */
const fresh = (context: ToggleContext) => contextFor(context.client, context.queryClient, context.user);

type LockManager = { request<T>(name: string, run: () => Promise<T>): Promise<T> };

function withLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager | undefined }).locks;
  return locks ? locks.request(name, run) : run();
}

/** Drops the user's waiting toggles and shows each target as it was before the first tap. */
export async function undoOutbox(outbox: ToggleOutbox, client: ApiClient, queryClient: QueryClient, user: string): Promise<void> {
  const context = contextFor(client, queryClient, user);
  for (const entry of outbox.discard(user)) await kinds.get(entry.kind)?.show(entry, entry.base, context);
}
