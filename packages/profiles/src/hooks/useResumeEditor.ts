import type { UserProfile } from '@edupassport/api-client';
import { useApiClient, useEduMutation, useEduQueryClient } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';
import { setOwnProfile } from './ownProfile';

export interface UseResumeEditorResult {
  /** Records an uploaded resume (its URL and file name); resolves with the profile fields saved, rejects on failure. */
  record: (url: string, fileName: string) => Promise<Partial<UserProfile>>;
  /** Deletes the resume; resolves with the cleared fields, rejects on failure. */
  remove: () => Promise<Partial<UserProfile>>;
  /** True while either call runs. */
  busy: boolean;
  /** True while the delete runs (what the section says it is doing). */
  deleting: boolean;
}

/**
 * The resume section's writes. Not optimistic: the section shows its busy state and a toast says how it went; the
 * signed-in user's cached profile takes the stored fields once the server accepted them.
 */
export function useResumeEditor(): UseResumeEditorResult {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  const onSuccess = (patch: Partial<UserProfile>) => setOwnProfile(queryClient, patch);
  const update = useEduMutation<Partial<UserProfile>, Error, { url: string; fileName: string }>({
    mutationKey: profileKeys.ownProfileWrite(),
    mutationFn: async ({ url, fileName }) => {
      await client.users.updateResume({ resume_url: url, resume_file_name: fileName });
      return { resume: url, resume_file_name: fileName };
    },
    onSuccess,
  });
  const del = useEduMutation<Partial<UserProfile>, Error, void>({
    mutationKey: profileKeys.ownProfileWrite(),
    mutationFn: async () => {
      await client.users.deleteResume();
      return { resume: undefined, resume_file_name: undefined };
    },
    onSuccess,
  });
  return {
    record: (url, fileName) => update.mutateAsync({ url, fileName }),
    remove: () => del.mutateAsync(),
    busy: update.isPending || del.isPending,
    deleting: del.isPending,
  };
}
