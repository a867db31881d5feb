import type { UserProfile } from '@edupassport/api-client';
import { useReportError } from '@edupassport/ui/headless';
import { useOwnProfileWrite } from './ownProfile';

export interface UseAdditionalSkillsEditorResult {
  /** Saves the saved skills plus `skills` (new ones only); the list shows them at once and drops them on failure. Rejects on failure. */
  add: (skills: string[]) => Promise<void>;
  /** Deletes one skill; it leaves at once and comes back on failure (the failure is only reported to the provider's `onError`). */
  remove: (skill: string) => Promise<void>;
}

/** The additional skills section's writes on the signed-in user's profile. `onUpdated` hears each saved list. */
export function useAdditionalSkillsEditor(items: string[], onUpdated?: (patch: Partial<UserProfile>) => void): UseAdditionalSkillsEditorResult {
  const save = useOwnProfileWrite<string[]>({
    write: (client, next) => client.users.updateAdditionalSkills(next),
    patch: (next) => ({ additional_skills: next }),
  });
  const del = useOwnProfileWrite<string>({
    write: (client, skill) => client.users.deleteAdditionalSkill(skill),
    patch: (skill) => (user) => ({ ...user, additional_skills: user.additional_skills.filter((each) => each !== skill) }),
  });
  const report = useReportError('profiles/useAdditionalSkillsEditor');
  return {
    add: async (skills) => {
      const next = [...items, ...skills.filter((skill) => !items.includes(skill))];
      await save.mutateAsync(next);
      onUpdated?.({ additional_skills: next });
    },
    remove: async (skill) => {
      try {
        await del.mutateAsync(skill);
        onUpdated?.({ additional_skills: items.filter((each) => each !== skill) });
      } catch (error) {
        // A failed delete is only reported, as the spec has it (the entry comes back).
        report(error);
      }
    },
  };
}
