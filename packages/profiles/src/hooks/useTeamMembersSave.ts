import { useCallback, useEffect, useRef, useState } from 'react';
import type { Id, TeamMember, TeamMemberInput } from '@edupassport/api-client';
import { useApiClient, useEdu, useEduMutation, useEduQueryClient, useErrorText, useReportError } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';
import { applyChanges, ownBusinessChange, readBackOwnProfile } from './businessProfileQuery';
import { businessMessages } from '../messages/business';
import { isBlank } from '@edupassport/internal/blank';

/** A team member has exactly three skills. */
export const TEAM_SKILL_COUNT = 3;
/** The upload progress clears about 3 s after a save finishes. */
export const TEAM_PROGRESS_CLEAR_MS = 3000;

/** One row of the team form. `avatarFile` is a newly cropped avatar (uploaded on save); `avatarUrl` the stored one. */
export interface TeamMemberDraft {
  /** A stable key for the row (the member's id when editing). */
  key: string;
  name: string;
  role: string;
  skills: [string, string, string];
  avatarUrl: string | null;
  avatarFile: Blob | null;
}

export interface TeamMemberErrors {
  name?: string | undefined;
  role?: string | undefined;
  skills: [string | undefined, string | undefined, string | undefined];
}

type Messages = Pick<typeof businessMessages, 'nameRequired' | 'roleRequired' | 'skillRequired'>;

let draftCount = 0;

/** An empty row, or a member's stored values. */
export function teamMemberDraft(member?: TeamMember): TeamMemberDraft {
  draftCount += 1;
  return {
    key: member ? String(member.id) : `new-${draftCount}`,
    name: member?.name ?? '',
    role: member?.role ?? '',
    skills: member ? [member.skills[0] ?? '', member.skills[1] ?? '', member.skills[2] ?? ''] : ['', '', ''],
    avatarUrl: member?.avatar_url ?? null,
    avatarFile: null,
  };
}

/** Name, role and each of the three skills are required; the avatar is optional. */
export function validateTeamMember(draft: TeamMemberDraft, m: Messages = businessMessages): TeamMemberErrors {
  return {
    name: !isBlank(draft.name) ? undefined : m.nameRequired,
    role: !isBlank(draft.role) ? undefined : m.roleRequired,
    skills: draft.skills.map((skill) => (!isBlank(skill) ? undefined : m.skillRequired)) as TeamMemberErrors['skills'],
  };
}

/**
 * Whether a row's avatar goes to the image host on save: only a newly cropped one. A stored avatar is sent back as
 * its URL, wherever it lives: re-reading it could fail (a host without CORS) and fail a save that never touched it.
 */
export const needsAvatarUpload = (draft: Pick<TeamMemberDraft, 'avatarFile'>): boolean => Boolean(draft.avatarFile);

/** Whether a row's errors hold any message. */
export const hasTeamMemberErrors = (errors: TeamMemberErrors) =>
  Boolean(errors.name || errors.role || errors.skills.some(Boolean));

/** What is sent for one row, once its avatar is hosted. */
export function toTeamMemberInput(draft: TeamMemberDraft, avatarUrl: string | null): TeamMemberInput {
  return {
    name: draft.name.trim(),
    role: draft.role.trim(),
    avatar_url: avatarUrl,
    skills: draft.skills.map((skill) => skill.trim()) as [string, string, string],
  };
}

export interface UseTeamMembersSaveResult {
  /** True while avatars upload and the members are saved; the Save button is disabled meanwhile. */
  saving: boolean;
  /** The failure shown inline: the error's message or 'Failed to process team members'; null otherwise. */
  error: string | null;
  /** Upload progress (0–100) per row key, for rows with a new avatar; cleared about 3 s after the save finishes. */
  progress: Record<string, number>;
  /**
   * Uploads the new avatars, then adds the rows (`POST …/add-business-profile-team-member`, a list) or, with
   * `memberId`, updates that one member (`PUT …/update-business-profile-team-member/{id}`), then reads the stored
   * team back into the shared profile. Resolves to the inputs sent on success, null on failure (the form keeps its rows).
   */
  save: (rows: TeamMemberDraft[], memberId?: Id) => Promise<TeamMemberInput[] | null>;
}

/**
 * The team form's save: newly chosen avatars go to the host's uploader with a progress
 * percent each (those uploads are aborted on unmount), stored ones keep their URL; then the POST or PUT, as a
 * mutation. A failure keeps the message.
 */
export function useTeamMembersSave(
  messages: Pick<typeof businessMessages, 'teamSaveFailed'> = businessMessages,
): UseTeamMembersSaveResult {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  const { uploader } = useEdu();
  const report = useReportError('profiles/useTeamMembersSave');
  const errorText = useErrorText();
  const [progress, setProgress] = useState<Record<string, number>>({});
  // Only the avatar uploads keep a controller of their own: a form that goes away stops sending files.
  const uploads = useRef<AbortController | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      uploads.current?.abort();
      if (clearTimer.current) clearTimeout(clearTimer.current);
    },
    [],
  );

  const { mutateAsync, isPending, error } = useEduMutation({
    mutationKey: profileKeys.businessWrite('team'),
    mutationFn: async ({ rows, memberId }: { rows: TeamMemberDraft[]; memberId: Id | undefined }) => {
      uploads.current?.abort();
      const current = new AbortController();
      uploads.current = current;
      const { signal } = current;
      const inputs = await Promise.all(
        rows.map(async (row) => {
          if (!row.avatarFile) return toTeamMemberInput(row, row.avatarUrl);
          if (!uploader) throw new Error(messages.teamSaveFailed);
          const { url } = await uploader.upload(row.avatarFile, {
            signal,
            onProgress: (percent) => {
              if (!signal.aborted) setProgress((previous) => ({ ...previous, [row.key]: Math.round(percent) }));
            },
          });
          if (!signal.aborted) setProgress((previous) => ({ ...previous, [row.key]: 100 }));
          return toTeamMemberInput(row, url);
        }),
      );
      if (memberId !== undefined) await client.business.updateTeamMember(memberId, inputs[0]!);
      else await client.business.addTeamMembers(inputs);
      // The one route to the views: the stored team read back into the shared profile (new members get the
      // server's ids). Only an edit, whose id is known, shows what was sent when that read fails.
      const stored = await readBackOwnProfile(queryClient, client);
      if (!stored && memberId !== undefined) {
        const edited = { id: memberId, ...inputs[0]!, avatar_url: inputs[0]!.avatar_url ?? undefined };
        applyChanges(queryClient, [ownBusinessChange((business) => ({ ...business, our_team: business.our_team.map((each) => (String(each.id) === String(memberId) ? edited : each)) }))]);
      }
      return inputs;
    },
    onError: report,
  });

  const save = useCallback(
    async (rows: TeamMemberDraft[], memberId?: Id) => {
      if (clearTimer.current) clearTimeout(clearTimer.current);
      setProgress(Object.fromEntries(rows.filter(needsAvatarUpload).map((row) => [row.key, 0])));
      const result = await mutateAsync({ rows, memberId }).catch(() => null);
      clearTimer.current = setTimeout(() => setProgress({}), TEAM_PROGRESS_CLEAR_MS);
      return result;
    },
    [mutateAsync],
  );

  const message = error ? errorText(error, messages.teamSaveFailed) : null;
  return { saving: isPending, error: message, progress, save };
}
