import type { ApiClient, UserProfile } from '@edupassport/api-client';

/**
 * The signed-in user as the server now has it, read after a save whose answer held no profile (a real
 * server may answer 204 or `{"success": true}`): the page then shows what was stored, not a guess.
 * Resolves to undefined when only this reload fails (the caller shows what it sent); rejects when aborted.
 */
export async function reloadSignedInUser(client: ApiClient, signal?: AbortSignal): Promise<UserProfile | undefined> {
  try {
    return (await client.users.getUserById(undefined, {}, { signal })).user;
  } catch (error) {
    if (signal?.aborted) throw error;
    return undefined;
  }
}
