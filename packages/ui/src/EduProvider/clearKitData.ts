import type { QueryClient } from '@tanstack/react-query';
import { EDU_QUERY_ROOT, EDU_WRITE_META } from '../query/keys';
import { toggleOutbox } from '../query/outbox';
import type { EduStorage } from './types';

/** The prefix of every key the kit writes to the provider's storage (composer drafts, `edupassport.feed.draft.…`). */
export const KIT_STORAGE_PREFIX = 'edupassport.';

const CHANNEL_NAME = 'edupassport.kit';
const CLEAR = 'clear';
const CHANGED = 'changed';

/** What `clearKitData` clears: the provider's query client and storage (`useEdu()` has both). */
export interface KitDataHolders {
  queryClient: QueryClient;
  storage: EduStorage;
}

/**
 * Forgets everything the kit keeps for the person signed in on this device: the server data it cached, the writes
 * still waiting to be sent (in memory, and the toggles kept in storage with `persistWrites`), and the composer drafts
 * in storage; in every open tab of the page's origin too (a
 * `BroadcastChannel` message). Call it when someone signs out of a shared computer, before the next person signs
 * in. The host's own queries and storage keys are left alone. The admin session's tokens are the admin kit's to
 * clear (its log out).
 */
export function clearKitData({ queryClient, storage }: KitDataHolders, options: { everyTab?: boolean | undefined } = {}): void {
  const mutations = queryClient.getMutationCache();
  for (const mutation of mutations.getAll()) {
    if (mutation.options.mutationKey?.[0] === EDU_QUERY_ROOT || mutation.options.meta?.[EDU_WRITE_META] === true) mutations.remove(mutation);
  }
  queryClient.removeQueries({ queryKey: [EDU_QUERY_ROOT] });
  // By its own key, so a storage that cannot list its keys loses the waiting toggles too.
  toggleOutbox(storage).clear();
  for (const key of storageKeys(storage)) if (key.startsWith(KIT_STORAGE_PREFIX)) storage.removeItem(key);
  if (options.everyTab !== false) send({ type: CLEAR });
}

/** The keys a storage holds: its own `keys()`, a Web Storage's, else none known. */
function storageKeys(storage: EduStorage): string[] {
  if (storage.keys) return storage.keys();
  return [];
}

let channel: BroadcastChannel | null | undefined;
/** An id for a sender: a listener hears its own tab's sender (another object) and must ignore its own messages. */
const newSender = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

type KitMessage = { tab: string } & ({ type: typeof CLEAR } | { type: typeof CHANGED; scope: string | null; user: string | null });

/** The page's channel to its other tabs; null where there is none (a server, an old browser). */
function kitChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

function send(message: DistributiveOmit<KitMessage, 'tab'>, tab: string = newSender()): void {
  kitChannel()?.postMessage({ ...message, tab });
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Keeps the user's other tabs in step with this one, for the provider that holds a query client: a kit write that
 * the server confirmed here marks the same package's data stale there (it is read again where it shows), and another
 * tab's `clearKitData` clears this tab's data. `user` is the signed-in user's id: a tab of someone else ignores the
 * writes. Returns the unsubscribe.
 */
export function connectKitTabs(holders: KitDataHolders, user: string | null): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const me = newSender();
  const listener = new BroadcastChannel(CHANNEL_NAME);
  listener.onmessage = (event: MessageEvent<KitMessage | undefined>) => {
    const message = event.data;
    if (!message || message.tab === me) return;
    if (message.type === CLEAR) clearKitData(holders, { everyTab: false });
    else if (message.type === CHANGED && message.user === user) {
      void holders.queryClient.invalidateQueries({ queryKey: message.scope ? [EDU_QUERY_ROOT, message.scope] : [EDU_QUERY_ROOT] });
    }
  };
  const unsubscribe = holders.queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const key = event.mutation.options.mutationKey;
    const kit = key?.[0] === EDU_QUERY_ROOT || event.mutation.options.meta?.[EDU_WRITE_META] === true;
    if (!kit) return;
    send({ type: CHANGED, scope: key?.[0] === EDU_QUERY_ROOT && typeof key[1] === 'string' ? key[1] : null, user }, me);
  });
  return () => {
    unsubscribe();
    listener.close();
  };
}
