import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, UserProfile } from '@edupassport/api-client';
import { educatorProfileQueryOptions } from './useEducatorProfile';

/**
 * The signed-in user as the server now has it, read after a save whose answer held no profile (a real
 * server may answer 204 or `{"success": true}`): the page then shows what was stored, not a guess.
 * Resolves to undefined when only this reload fails (the caller shows what it sent).
 *
 * With the kit's `QueryClient` it reads the one shared current-user query (`profileKeys.user()`) again, so every
 * view of the signed-in user shows the answer. The `(client, signal)` form reads it without the cache, for callers
 * not yet on the query layer; it rejects when aborted.
 */
export async function reloadSignedInUser(client: ApiClient, queryClient: QueryClient): Promise<UserProfile | undefined>;
/** @deprecated Pass the kit's QueryClient (`useEduQueryClient()`) so the shared current-user query is read again. */
export async function reloadSignedInUser(client: ApiClient, signal?: AbortSignal): Promise<UserProfile | undefined>;
export async function reloadSignedInUser(client: ApiClient, with_?: QueryClient | AbortSignal): Promise<UserProfile | undefined> {
  // Duck-typed: a host may hold its own copy of TanStack Query.
  if (with_ && 'fetchQuery' in with_) {
    const options = educatorProfileQueryOptions(client);
    // A read that began before the save may answer what was there before it: start a new one.
    await with_.cancelQueries({ queryKey: options.queryKey, exact: true });
    try {
      // One try: the caller falls back on what it sent rather than keep the dialog waiting.
      return (await with_.fetchQuery({ ...options, staleTime: 0, retry: false })).user;
    } catch {
      return undefined;
    }
  }
  try {
    return (await client.users.getUserById(undefined, {}, { signal: with_ })).user;
  } catch (error) {
    if (with_?.aborted) throw error;
    return undefined;
  }
}
