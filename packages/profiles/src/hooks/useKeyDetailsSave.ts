import type { KeyDetailsInput, UserProfile } from '@edupassport/api-client';
import { useApiClient, useEduMutation, useEduQueryClient } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';
import { reloadSignedInUser } from './reloadSignedInUser';
import { setOwnProfile } from './ownProfile';

/** The profile fields a key details save sends, for when neither the answer nor a reload tells what was stored. */
export function sentKeyDetails(input: KeyDetailsInput): Partial<UserProfile> {
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    full_name: `${input.first_name} ${input.last_name}`,
    nickname: input.nickname,
    summary: input.summary,
    bio: input.bio,
    nationality: input.nationality,
    location: input.current_base,
    language: input.languages,
  };
}

export interface UseKeyDetailsSaveResult {
  /**
   * Saves the key details; resolves with the profile as the server stored it (its answer, else the signed-in user
   * read again, else the values sent when that read fails too), rejects with the ApiError.
   */
  save: (input: KeyDetailsInput) => Promise<Partial<UserProfile>>;
  /** True while the save (and its read-back) runs. */
  saving: boolean;
}

/**
 * The key details save. Not optimistic: the dialog stays open until the server answered, and a server may store
 * something else than was typed (capitalised names), which the signed-in user's cached profile then shows.
 */
export function useKeyDetailsSave(): UseKeyDetailsSaveResult {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  const mutation = useEduMutation<Partial<UserProfile>, Error, KeyDetailsInput>({
    mutationKey: profileKeys.ownProfileWrite(),
    mutationFn: async (input) => {
      const answer = await client.users.updateKeyDetails(input);
      // An answer without the profile (204, {"success": true}): what the server stored, read back.
      return answer ?? (await reloadSignedInUser(client, queryClient)) ?? sentKeyDetails(input);
    },
    onSuccess: (saved) => setOwnProfile(queryClient, saved),
  });
  return { save: (input) => mutation.mutateAsync(input), saving: mutation.isPending };
}
