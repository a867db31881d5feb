import type { PreferredJob, PreferredJobInput, UserProfile } from '@edupassport/api-client';
import { useReportError } from '@edupassport/ui/headless';
import { useOwnProfileWrite } from './ownProfile';
import { awaitsServerId, serverId, standInId } from './standInId';

export interface UsePreferredJobsEditorResult {
  /** Adds a job after the saved ones; shown at once, gone again on failure. Rejects on failure. */
  add: (job: Omit<PreferredJobInput, 'id' | 'hidden'>) => Promise<void>;
  /** Flips one job's hidden flag (saving the whole list); a failure is undone and reported to the provider's `onError`. A job without its server id yet is left alone. */
  toggleHidden: (job: PreferredJob) => Promise<void>;
  /** Deletes one job; it leaves at once and comes back on failure (the failure is only reported to the provider's `onError`). A job without its server id yet is left alone. */
  remove: (job: PreferredJob) => Promise<void>;
}

const asInput = ({ id, role, subject, setting, hidden }: PreferredJob): PreferredJobInput => ({ id: serverId(id), role, subject, setting, hidden });

// The list save answers without new ids: a stand-in id until the profile is read again.
const shown = (list: PreferredJobInput[]): PreferredJob[] => list.map((job) => ({ ...job, id: job.id ?? standInId(job.role, job.subject), hidden: Boolean(job.hidden) }));

/** The preferred jobs section's writes on the signed-in user's profile. `onUpdated` hears each saved list. */
export function usePreferredJobsEditor(items: PreferredJob[], onUpdated?: (patch: Partial<UserProfile>) => void): UsePreferredJobsEditorResult {
  const save = useOwnProfileWrite<PreferredJobInput[]>({
    write: (client, list) => client.users.updatePreferredJobs(list),
    patch: (list) => ({ preferred_jobs: shown(list) }),
  });
  const del = useOwnProfileWrite<PreferredJob>({
    write: (client, job) => client.users.deletePreferredJob(job.id),
    patch: (job) => (user) => ({ ...user, preferred_jobs: user.preferred_jobs.filter((each) => each.id !== job.id) }),
  });
  const report = useReportError('profiles/usePreferredJobsEditor');
  const saveList = async (list: PreferredJobInput[]) => {
    await save.mutateAsync(list);
    onUpdated?.({ preferred_jobs: shown(list) });
  };
  return {
    add: (job) => saveList([...items.map(asInput), { ...job, hidden: false }]),
    toggleHidden: async (job) => {
      if (awaitsServerId(job)) return;
      await saveList(items.map((item) => asInput(item.id === job.id ? { ...item, hidden: !item.hidden } : item))).catch(report);
    },
    remove: async (job) => {
      if (awaitsServerId(job)) return;
      try {
        await del.mutateAsync(job);
        onUpdated?.({ preferred_jobs: items.filter((item) => item.id !== job.id) });
      } catch (error) {
        // A failed delete is only reported, as the spec has it (the entry comes back).
        report(error);
      }
    },
  };
}
