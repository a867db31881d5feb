import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { useEdu } from '../EduProvider/context';
import { replayOutbox, toggleOutbox, undoOutbox, type OutboxEntry, type OutboxSummary } from './outbox';

export interface UseToggleOutboxResult {
  /**
   * Keeps a toggle for later instead of sending it, and returns true, when the host persists writes
   * (`persistWrites`), someone is signed in and the kit is offline; otherwise returns false (send it now).
   */
  keep: (change: Omit<OutboxEntry, 'failed'>) => boolean;
  /** Keeps a toggle whose answer never came, to be read and sent if needed when the kit next runs online; false when writes are not persisted. */
  keepUnanswered: (change: Omit<OutboxEntry, 'failed'>) => boolean;
}

/** A package's way to put the signed-in user's toggles in the provider's outbox (see `defineToggleKind`). */
export function useToggleOutbox(): UseToggleOutboxResult {
  const { persistWrites, storage, session } = useEdu();
  const user = session.user ? String(session.user.id) : null;
  const keepUnanswered = useCallback(
    (change: Omit<OutboxEntry, 'failed'>) => {
      if (!persistWrites || user === null) return false;
      toggleOutbox(storage).record(user, change);
      return true;
    },
    [persistWrites, storage, user],
  );
  const keep = useCallback(
    (change: Omit<OutboxEntry, 'failed'>) => !onlineManager.isOnline() && keepUnanswered(change),
    [keepUnanswered],
  );
  return useMemo(() => ({ keep, keepUnanswered }), [keep, keepUnanswered]);
}

export interface UseWaitingWritesResult extends OutboxSummary {
  /** Drops every waiting change and shows each toggle as it was before (nothing is sent). */
  undo: () => Promise<void>;
  /** Sends the changes the server refused once more (when online). */
  retry: () => Promise<void>;
}

const nothing: OutboxSummary = { waiting: 0, failed: 0, sending: false };
const noSubscription = () => () => {};

/**
 * The signed-in user's toggles waiting to be sent (`persistWrites`): how many wait, how many the server refused,
 * whether they are being sent, and undo / try again. All zero without `persistWrites` or a user.
 */
export function useWaitingWrites(): UseWaitingWritesResult {
  const { persistWrites, storage, session, client, queryClient } = useEdu();
  const user = session.user ? String(session.user.id) : null;
  const outbox = persistWrites && user !== null ? toggleOutbox(storage) : null;
  const summary = useSyncExternalStore(
    outbox ? outbox.subscribe : noSubscription,
    () => (outbox ? outbox.summary(user) : nothing),
    () => nothing,
  );
  const undo = useCallback(async () => {
    if (outbox && client && queryClient && user !== null) await undoOutbox(outbox, client, queryClient, user);
  }, [outbox, client, queryClient, user]);
  const retry = useCallback(async () => {
    if (!outbox || !client || !queryClient || user === null) return;
    outbox.retry(user);
    if (onlineManager.isOnline()) await replayOutbox(outbox, client, queryClient, user);
  }, [outbox, client, queryClient, user]);
  return useMemo(() => ({ ...summary, undo, retry }), [summary, undo, retry]);
}
