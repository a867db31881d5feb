import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, UserProfile } from '@edupassport/api-client';
import { educatorProfileQueryOptions } from './useEducatorProfile';

/**
 * The signed-in user as the server now has it, read after a save whose answer held no profile (a real
 * server may answer 204 or `{"success": true}`): the page then shows what was stored, not a guess.
 * Resolves to undefined when only this reload fails (the caller shows what it sent).
 *
 * It reads the one shared current-user query (`profileKeys.user()`) of the kit's `QueryClient` again, so every view
 * of the signed-in user shows the answer.
 */
export async function reloadSignedInUser(client: ApiClient, queryClient: QueryClient): Promise<UserProfile | undefined> {
  const options = educatorProfileQueryOptions(client);
  // A read that began before the save may answer what was there before it: start a new one.
  await queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
  try {
    // One try: the caller falls back on what it sent rather than keep the dialog waiting.
    return (await queryClient.fetchQuery({ ...options, staleTime: 0, retry: false })).user;
  } catch {
    return undefined;
  }
}
