import type { Endorsement, EndorsementRequestInput } from '@edupassport/api-client';
import { useApiClient, useEduMutation, useEduQueryClient, useOptimisticMutation, useReportError } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';
import { educatorProfileQueryOptions, type EducatorProfileData } from './useEducatorProfile';

export interface UseEndorsementsEditorResult {
  /** Deletes one endorsement: it leaves at once and comes back on failure (the failure is only reported to the provider's `onError`). */
  remove: (endorsement: Endorsement) => Promise<void>;
  /** Reads the signed-in user's endorsements again (after a request); rejects with the ApiError on failure. */
  refresh: () => Promise<Endorsement[]>;
}

/** The owner's endorsements section: deletes and a fresh read, on the signed-in user's cached profile. */
export function useEndorsementsEditor(endorsements: Endorsement[], onEndorsementsChange?: (endorsements: Endorsement[]) => void): UseEndorsementsEditorResult {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  const del = useOptimisticMutation<void, Endorsement>({
    mutationKey: profileKeys.ownProfileWrite(),
    mutationFn: (endorsement) => client.endorsements.delete(endorsement.id),
    optimistic: (endorsement) => [
      {
        queryKey: profileKeys.user(),
        update: (data) => {
          const profile = data as EducatorProfileData;
          return { ...profile, endorsements: profile.endorsements.filter((each) => each.id !== endorsement.id) };
        },
      },
    ],
    invalidates: () => [profileKeys.user()],
  });
  const report = useReportError('profiles/useEndorsementsEditor');
  return {
    remove: async (endorsement) => {
      try {
        await del.mutateAsync(endorsement);
        onEndorsementsChange?.(endorsements.filter((each) => each.id !== endorsement.id));
      } catch (error) {
        // A failed delete is only reported, as the spec has it (the entry comes back).
        report(error);
      }
    },
    refresh: async () => {
      // The endorsements come with the current user: one read refreshes both wherever they show.
      const answer = await queryClient.fetchQuery({ ...educatorProfileQueryOptions(client), staleTime: 0, retry: false });
      onEndorsementsChange?.(answer.endorsements);
      return answer.endorsements;
    },
  };
}

export interface UseEndorsementRequestResult {
  /** Sends the request; rejects with the ApiError on failure. */
  send: (input: EndorsementRequestInput) => Promise<void>;
  /** True while it is being sent. */
  sending: boolean;
}

/** Asks someone to endorse the signed-in user. */
export function useEndorsementRequest(): UseEndorsementRequestResult {
  const client = useApiClient();
  const mutation = useEduMutation<void, Error, EndorsementRequestInput>({ mutationFn: (input) => client.endorsements.request(input) });
  return { send: (input) => mutation.mutateAsync(input), sending: mutation.isPending };
}
