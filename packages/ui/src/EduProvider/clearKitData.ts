import type { QueryClient } from '@tanstack/react-query';
import { EDU_QUERY_ROOT, EDU_WRITE_META } from '../query/keys';
import type { EduStorage } from './types';

/** The prefix of every key the kit writes to the provider's storage (composer drafts, `edupassport.feed.draft.…`). */
export const KIT_STORAGE_PREFIX = 'edupassport.';

const CHANNEL_NAME = 'edupassport.kit';
const CLEAR = 'clear';

/** What `clearKitData` clears: the provider's query client and storage (`useEdu()` has both). */
export interface KitDataHolders {
  queryClient: QueryClient;
  storage: EduStorage;
}

/**
 * Forgets everything the kit keeps for the person signed in on this device: the server data it cached, the writes
 * still waiting to be sent, and the composer drafts in storage; in every open tab of the page's origin too (a
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
  for (const key of storageKeys(storage)) if (key.startsWith(KIT_STORAGE_PREFIX)) storage.removeItem(key);
  if (options.everyTab !== false) kitChannel()?.postMessage({ type: CLEAR });
}

/** The keys a storage holds: its own `keys()`, a Web Storage's, else none known. */
function storageKeys(storage: EduStorage): string[] {
  if (storage.keys) return storage.keys();
  return [];
}

let channel: BroadcastChannel | null | undefined;

/** The page's channel to its other tabs; null where there is none (a server, an old browser). */
function kitChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/**
 * Clears this tab's kit data whenever another tab calls `clearKitData`; returns the unsubscribe. The provider that
 * holds a query client listens with it.
 */
export function listenForKitClear(holders: KitDataHolders): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  // A channel of its own: a BroadcastChannel never hears its own messages, and the shared one is for sending.
  const listener = new BroadcastChannel(CHANNEL_NAME);
  listener.onmessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === CLEAR) clearKitData(holders, { everyTab: false });
  };
  return () => listener.close();
}
