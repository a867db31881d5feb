import { forwardRef, type HTMLAttributes } from 'react';
import type { PreferredJob, UserProfile } from '@edupassport/api-client';
import { labelOf, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { ListSection } from '../EducatorSection/ListSection';
import { AddItemDialog, Select } from '../onDemandDialogs';
import { useAddItemDraft } from '../EducatorSection/useAddItemDraft';
import { DetailList, FormStack } from '../EducatorSection/styles';
import { PREFERRED_JOB_ROLES, PREFERRED_JOB_SETTINGS, PREFERRED_JOB_SUBJECTS } from '../hooks/educatorOptions';
import { awaitsServerId } from '../hooks/standInId';
import { usePreferredJobsEditor } from '../hooks/usePreferredJobsEditor';
import { profilesCatalogs } from '../messages/catalogs';

export interface PreferredJobsSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The saved preferred jobs. Required. */
  items: PreferredJob[];
  /** Shows the owner's Edit mode, hide/show toggles and Add Item; default false. */
  editable?: boolean | undefined;
  /** Called with the new list after a save, a delete or a hide/show. Default none. */
  onUpdated?: ((patch: Partial<UserProfile>) => void) | undefined;
}

type Draft = { role: string; setting: string; subject: string };
const EMPTY: Draft = { role: '', setting: '', subject: '' };
// The stored value is sent; its label is what the reader's language calls it (the lists keep the spec's order).
const toOptions = (list: readonly string[], labels: Readonly<Record<string, string>>) => list.map((value) => ({ value, label: labelOf(labels, value) }));

/** The preferred job's messages; empty when it can be saved. */
export function validatePreferredJob(draft: Draft, m: typeof profilesMessages = profilesMessages): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (!draft.role) errors.role = m.selectARole;
  if (!draft.setting) errors.setting = m.selectASetting;
  if (!draft.subject) errors.subject = m.selectASubject;
  return errors;
}

/**
 * Preferred jobs: role, setting and subject from the spec's lists; add is form → preview →
 * Save or Back; Edit mode deletes; hidden jobs are dimmed with '(Hidden)' and shown only with show-hidden.
 */
export const PreferredJobsSection = forwardRef<HTMLElement, PreferredJobsSectionProps>(function PreferredJobsSection({ items, editable = false, onUpdated, ...rest }, ref) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const editor = usePreferredJobsEditor(items, onUpdated);
  const { draft, setDraft, checked, openDialog, dialog } = useAddItemDraft(EMPTY, (job) => Object.keys(validatePreferredJob(job, m)).length === 0, editor.add);
  const errors = checked ? validatePreferredJob(draft, m) : {};
  const role = (value: string) => labelOf(m.jobRoleLabels, value);
  const setting = (value: string) => labelOf(m.jobSettingLabels, value);
  const subject = (value: string) => labelOf(m.subjectLabels, value);
  const label = (job: { role: string; subject: string }) => `${role(job.role)} – ${subject(job.subject)}`;

  return (
    <ListSection
      sectionRef={ref}
      {...rest}
      title={m.preferredJobs}
      items={items}
      editable={editable}
      itemKey={(job) => String(job.id)}
      itemLabel={label}
      renderItem={(job) => (
        <>
          <strong>{role(job.role)}</strong> · {subject(job.subject)} · {setting(job.setting)}
        </>
      )}
      isHidden={(job) => job.hidden}
      isPending={awaitsServerId}
      onToggleHidden={editor.toggleHidden}
      onDelete={editor.remove}
      onAdd={openDialog}
    >
      {editable ? (
        <AddItemDialog
          {...dialog}
          title={m.addPreferredJob}
          formTitle={m.preferredJobDetails}
          previewTitle={m.preview}
          form={
            <FormStack>
              <Select label={m.role} required options={toOptions(PREFERRED_JOB_ROLES, m.jobRoleLabels)} value={draft.role || null} onValueChange={(role) => setDraft({ ...draft, role })} error={errors.role} />
              <Select label={m.setting} required options={toOptions(PREFERRED_JOB_SETTINGS, m.jobSettingLabels)} value={draft.setting || null} onValueChange={(setting) => setDraft({ ...draft, setting })} error={errors.setting} />
              <Select label={m.subject} required options={toOptions(PREFERRED_JOB_SUBJECTS, m.subjectLabels)} value={draft.subject || null} onValueChange={(subject) => setDraft({ ...draft, subject })} error={errors.subject} />
            </FormStack>
          }
          preview={
            <DetailList>
              <dt>{m.role}</dt>
              <dd>{draft.role ? role(draft.role) : ''}</dd>
              <dt>{m.setting}</dt>
              <dd>{draft.setting ? setting(draft.setting) : ''}</dd>
              <dt>{m.subject}</dt>
              <dd>{draft.subject ? subject(draft.subject) : ''}</dd>
            </DetailList>
          }
        />
      ) : null}
    </ListSection>
  );
});
