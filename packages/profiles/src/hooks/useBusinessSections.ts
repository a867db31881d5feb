import { useCallback } from 'react';
import type {
  AboutUsInput,
  Credential,
  CredentialInput,
  EducationEntry,
  EducationEntryInput,
  GeneralInformationInput,
  Id,
  Link,
  LinkInput,
  TeamMember,
  UserProfile,
} from '@edupassport/api-client';
import { useApiClient, useEduMutation, useEduQueryClient, useReportError } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';
import { applyChanges, ownBusinessChange, ownProfileChange, readBackOwnProfile } from './businessProfileQuery';
import { useBusinessDelete, type UseBusinessDeleteResult } from './useBusinessDelete';
import { useSaveAndReload, type UseBusinessListOptions } from './useBusinessList';

const without = <T extends { id: Id }>(list: T[], id: Id) => list.filter((each) => String(each.id) !== String(id));

/** The credentials list's calls for `useBusinessList`: PUT the whole list, delete by id, read back `credential`. */
export const credentialListCalls: Pick<UseBusinessListOptions<CredentialInput, Credential>, 'toInput' | 'deleteItem' | 'replace' | 'pick' | 'drop'> = {
  toInput: ({ achievement, year }) => ({ achievement, year }),
  deleteItem: (client, id, signal) => client.business.deleteCredential(id, { signal }),
  replace: (client, inputs, signal) => client.business.updateCredentials(inputs, { signal }),
  pick: (user) => user.credential,
  drop: (user, id) => ({ ...user, credential: without(user.credential, id) }),
};

/** The links list's calls for `useBusinessList`: PUT the whole list, delete by id, read back `our_links`. */
export const linkListCalls: Pick<UseBusinessListOptions<LinkInput, Link>, 'toInput' | 'deleteItem' | 'replace' | 'pick' | 'drop'> = {
  toInput: ({ link_title, url }) => ({ link_title, url }),
  deleteItem: (client, id, signal) => client.business.deleteLink(id, { signal }),
  replace: (client, inputs, signal) => client.business.updateLinks(inputs, { signal }),
  pick: (user) => user.business_profile?.our_links ?? [],
  drop: (user, id) => (user.business_profile ? { ...user, business_profile: { ...user.business_profile, our_links: without(user.business_profile.our_links, id) } } : user),
};

export interface UseCompanyInformationSaveResult {
  /** True while the save runs. */
  saving: boolean;
  /**
   * Saves the company information. Resolves `{ ok, user }`: the saved user (the answer, else the signed-in user
   * read back after it; null when neither could be read); `ok` false when the save failed.
   */
  save: (values: GeneralInformationInput) => Promise<{ ok: boolean; user: UserProfile | null }>;
}

/** The company information save (CompanyHeader's dialog); what the server stored goes into the shared cache. */
export function useCompanyInformationSave(): UseCompanyInformationSaveResult {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  const report = useReportError('profiles/useCompanyInformationSave');
  const { mutateAsync, isPending } = useEduMutation({
    mutationKey: profileKeys.businessWrite('company'),
    // An answer without the user (204, {"success": true}): read back what the server stored.
    mutationFn: async (values: GeneralInformationInput) =>
      (await client.business.updateGeneralInformation({ ...values })) ?? (await readBackOwnProfile(queryClient, client)) ?? null,
    // The one route to the views: the stored user, else (only that read failed) the values sent.
    onSuccess: (user, values) => applyChanges(queryClient, [user ? ownProfileChange(() => user) : ownBusinessChange((business) => ({ ...business, ...values }))]),
    onError: report,
  });
  const save = useCallback(
    (values: GeneralInformationInput) =>
      mutateAsync(values).then(
        (user) => ({ ok: true, user }),
        () => ({ ok: false, user: null }),
      ),
    [mutateAsync],
  );
  return { saving: isPending, save };
}

export interface UseAboutUsSaveResult {
  /** True while the save runs. */
  saving: boolean;
  /** Saves 'Who we are' (and the new media, if any); rejects with the ApiError so the dialog keeps the input. */
  save: (input: AboutUsInput, media?: Blob | null) => Promise<void>;
}

/** The 'Who we are' save; what the server stored goes into the shared business profile. */
export function useAboutUsSave(): UseAboutUsSaveResult {
  const client = useApiClient();
  const queryClient = useEduQueryClient();
  const report = useReportError('profiles/useAboutUsSave');
  const { mutateAsync, isPending } = useEduMutation({
    mutationKey: profileKeys.businessWrite('about-us'),
    // The one route to the views: what the server stored (new media's URL too) read back into the shared profile;
    // only when that read fails do the texts sent show.
    mutationFn: async ({ input, media }: { input: AboutUsInput; media: Blob | null | undefined }) => {
      await client.business.updateAboutUs(input, media);
      return readBackOwnProfile(queryClient, client);
    },
    onSuccess: (stored, { input }) => {
      if (!stored) applyChanges(queryClient, [ownBusinessChange((business) => ({ ...business, ...input }))]);
    },
    // The spec only logged it; the dialog shows the reason too, and the provider's onError hears it.
    onError: report,
  });
  const save = useCallback((input: AboutUsInput, media?: Blob | null) => mutateAsync({ input, media }).then(() => undefined), [mutateAsync]);
  return { saving: isPending, save };
}

/** Deletes a team member; it leaves the shared business profile at once and comes back on failure. */
export function useTeamMemberDelete(): UseBusinessDeleteResult<TeamMember> {
  return useBusinessDelete<TeamMember>({
    kind: 'team-delete',
    deleteFn: (client, member) => client.business.deleteTeamMember(member.id),
    drop: (user, member) =>
      user.business_profile ? { ...user, business_profile: { ...user.business_profile, our_team: without(user.business_profile.our_team, member.id) } } : user,
  });
}

/** Deletes a gallery image (by its path); it leaves the shared business profile at once and comes back on failure. */
export function useGalleryImageDelete(): UseBusinessDeleteResult<string> {
  return useBusinessDelete<string>({
    kind: 'gallery-delete',
    // Deleted by the path's last segment (the client names it so).
    deleteFn: (client, path) => client.business.deleteGalleryImage(path),
    drop: (user, path) =>
      user.business_profile ? { ...user, business_profile: { ...user.business_profile, gallery: user.business_profile.gallery.filter((image) => image !== path) } } : user,
  });
}

/** Deletes an education entry; it leaves the shared business profile at once and comes back on failure. */
export function useEducationDelete(): UseBusinessDeleteResult<EducationEntry> {
  return useBusinessDelete<EducationEntry>({
    kind: 'education-delete',
    deleteFn: (client, entry) => client.users.deleteEducation(entry.id),
    drop: (user, entry) => ({ ...user, my_education: without(user.my_education, entry.id) }),
  });
}

/**
 * Saves the whole education list, then reads the signed-in user back for the new entries' ids. Resolves to the
 * saved list (`fallback` when only the read failed); rejects with 'Could not save: …' (through `saveFailed`).
 */
export function useEducationSave(saveFailed: (reason: string) => string): (list: EducationEntryInput[], fallback: EducationEntry[]) => Promise<EducationEntry[]> {
  const client = useApiClient();
  const saveAndReload = useSaveAndReload(saveFailed);
  return (list, fallback) => saveAndReload((signal) => client.users.updateEducation(list, { signal }), (user) => user.my_education, fallback);
}

/**
 * Posts the chosen gallery images, then reads the signed-in user back for the stored gallery. Resolves to it
 * (`fallback` when only the read failed); rejects with 'Could not save: …' (through `saveFailed`).
 */
export function useGallerySave(saveFailed: (reason: string) => string): (files: File[], fallback: string[]) => Promise<string[]> {
  const client = useApiClient();
  const saveAndReload = useSaveAndReload(saveFailed);
  return (files, fallback) => saveAndReload((signal) => client.business.updateGallery(files, { signal }), (user) => user.business_profile?.gallery ?? fallback, fallback);
}

