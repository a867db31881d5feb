import type { Id, UserProfile, WorkExperience, WorkExperienceInput } from '@edupassport/api-client';
import { useApiClient, useEduMutation, useEduQueryClient, useReportError } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';
import { useOwnProfileWrite } from './ownProfile';

/** Deletes work experience entries of the signed-in user: the card leaves at once and comes back on failure (only reported to the provider's `onError`). */
export function useWorkExperienceRemove(items: WorkExperience[], onChanged?: (items?: WorkExperience[]) => void): (item: WorkExperience) => Promise<void> {
  const del = useOwnProfileWrite<WorkExperience>({
    write: (client, item) => client.users.deleteWorkExperience(item.id),
    patch: (item) => (user: UserProfile) => ({ ...user, work_experience: user.work_experience.filter((each) => each.id !== item.id) }),
  });
  const report = useReportError('profiles/useWorkExperienceRemove');
  return async (item) => {
    try {
      await del.mutateAsync(item);
      onChanged?.(items.filter((each) => each.id !== item.id));
    } catch (error) {
      // A failed delete is only reported, as the spec has it (the entry comes back).
      report(error);
    }
  };
}

export interface UseWorkExperienceSaveResult {
  /** Creates an entry (no `id`) or updates one; the signed-in user's profile is then read again. Rejects on failure. */
  save: (input: WorkExperienceInput, id?: Id) => Promise<void>;
  /** True while the call runs. */
  saving: boolean;
}

/**
 * The work experience wizard's save. Not optimistic: the entry needs its stored image and id, and a real server
 * may answer without it, so the profile is read again once the save succeeded.
 */
export function useWorkExperienceSave(): UseWorkExperienceSaveResult {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  const mutation = useEduMutation<unknown, Error, { input: WorkExperienceInput; id?: Id | undefined }>({
    mutationKey: profileKeys.ownProfileWrite(),
    mutationFn: ({ input, id }) => (id === undefined ? client.users.createWorkExperience(input) : client.users.updateWorkExperience(id, input)),
    // Not awaited: the wizard closes at once and the list follows when the read lands.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.user() }),
  });
  return { save: async (input, id) => void (await mutation.mutateAsync({ input, id })), saving: mutation.isPending };
}
