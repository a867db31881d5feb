import { forwardRef, type HTMLAttributes } from 'react';
import type { EducationEntry, EducationEntryInput, UserProfile } from '@edupassport/api-client';
import { TextField, labelOf, useCurrentYear, useMessages } from '@edupassport/ui';
import { useLatest } from '@edupassport/internal/useLatest';
import { profilesMessages } from '../messages';
import { ListSection } from '../EducatorSection/ListSection';
import { AddItemDialog, Select, YearPicker } from '../onDemandDialogs';
import { useAddItemDraft } from '../EducatorSection/useAddItemDraft';
import { DetailList, FormStack } from '../EducatorSection/styles';
import { ErrorText } from '../BusinessSection/styles';
import { useEducationDelete, useEducationSave } from '../hooks/useBusinessSections';
import { isBlank } from '@edupassport/internal/blank';
import { profilesCatalogs } from '../messages/catalogs';
import { DEGREE_OPTIONS, FIELD_OF_STUDY_OPTIONS } from '../hooks/educatorOptions';

export { DEGREE_OPTIONS, FIELD_OF_STUDY_OPTIONS };

/** How many years ahead the year of graduation reaches, for someone still studying (a long doctorate fits). */
export const GRADUATION_YEARS_AHEAD = 10;

export interface EducationListProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The saved entries. Required. */
  items: EducationEntry[];
  /** The owner's Edit mode (Add Item, per-row delete); the educator page hides the list from visitors, the business page shows it read-only. Default false. */
  editable?: boolean | undefined;
  /** Called with the new list after a save or a delete. Default none. */
  onUpdated?: ((patch: Partial<UserProfile>) => void) | undefined;
}

type Draft = { school: string; degree: string; field_of_study: string; year: number | null };
const EMPTY: Draft = { school: '', degree: '', field_of_study: '', year: null };
// The stored value is sent; its label is what the reader's language calls it.
const toOptions = (list: readonly string[], labels: Readonly<Record<string, string>>) => list.map((value) => ({ value, label: labelOf(labels, value) }));

/** The education messages; empty when the entry can be saved. */
export function validateEducation(draft: Draft, m: typeof profilesMessages = profilesMessages): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (isBlank(draft.school)) errors.school = m.enterSchool;
  if (!draft.degree) errors.degree = m.enterDegree;
  if (!draft.field_of_study) errors.field_of_study = m.enterFieldOfStudy;
  if (draft.year === null) errors.year = m.enterYearOfGraduation;
  return errors;
}

const asInput = ({ id, school, degree, field_of_study, year_of_graduation }: EducationEntry): EducationEntryInput => ({ id, school, degree, field_of_study, year_of_graduation });

/**
 * The education list (the spec, shared by the educator and business profiles): school, field of study and
 * degree per row; Edit mode gives Add Item (form → preview, Back returns to the form → Save) and per-row delete.
 * A failed save keeps the dialog open with the input and says why; a failed delete keeps the row and says why.
 */
export const EducationList = forwardRef<HTMLElement, EducationListProps>(function EducationList({ items, editable = false, onUpdated, ...rest }, ref) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const currentYear = useCurrentYear();
  const remove = useEducationDelete();
  // Deletes may overlap: each one's answer drops its entry from the list as it is by then.
  const latest = useLatest(items);
  const saveEducation = useEducationSave(m.saveFailed);
  const { draft, setDraft, checked, openDialog, dialog } = useAddItemDraft(
    EMPTY,
    (entry) => Object.keys(validateEducation(entry, m)).length === 0,
    async (entry) => {
      const input = { school: entry.school.trim(), degree: entry.degree, field_of_study: entry.field_of_study, year_of_graduation: String(entry.year) };
      const list: EducationEntryInput[] = [...items.map(asInput), input];
      // The answer's shape is not shown, so the saved list (with the new entry's id, so it can be
      // deleted at once) is read back; only if that read fails does the entry show with a temporary id.
      // A failure rejects with 'Could not save: …': the dialog stays open with the input (issue 10).
      const fallback = list.map((each, i) => ({ ...each, id: each.id ?? `new-${i}` }));
      const saved = await saveEducation(list, fallback);
      onUpdated?.({ my_education: saved });
    },
  );
  const errors = checked ? validateEducation(draft, m) : {};

  return (
    <ListSection
      sectionRef={ref}
      {...rest}
      title={m.education}
      items={items}
      editable={editable}
      itemKey={(entry) => String(entry.id)}
      itemLabel={(entry) => entry.school}
      renderItem={(entry) => (
        <>
          {/* Each part is the educator's own text, isolated so an English school keeps its order on an Arabic page. */}
          <strong dir="auto">{entry.school}</strong> · <bdi>{labelOf(m.fieldOfStudyLabels, entry.field_of_study)}</bdi> · <bdi>{labelOf(m.degreeLabels, entry.degree)}</bdi>
        </>
      )}
      onDelete={async (entry) => {
        // The spec only logs a failure; the entry comes back with a message as well.
        if (await remove.remove(entry)) onUpdated?.({ my_education: latest.current.filter((each) => each.id !== entry.id) });
      }}
      onAdd={openDialog}
    >
      {remove.error ? <ErrorText role="alert">{m.deleteFailed(remove.error)}</ErrorText> : null}
      {editable ? (
        <AddItemDialog
          {...dialog}
          title={m.addEducation}
          formTitle={m.educationDetails}
          previewTitle={m.preview}
          form={
            <FormStack>
              <TextField label={m.school} required value={draft.school} onValueChange={(school) => setDraft({ ...draft, school })} error={errors.school} />
              <Select label={m.degree} required options={toOptions(DEGREE_OPTIONS, m.degreeLabels)} value={draft.degree || null} onValueChange={(degree) => setDraft({ ...draft, degree })} error={errors.degree} />
              <Select
                label={m.fieldOfStudy}
                required
                options={toOptions(FIELD_OF_STUDY_OPTIONS, m.fieldOfStudyLabels)}
                value={draft.field_of_study || null}
                onValueChange={(field_of_study) => setDraft({ ...draft, field_of_study })}
                error={errors.field_of_study}
              />
              <YearPicker
                label={m.yearOfGraduation}
                required
                max={currentYear + GRADUATION_YEARS_AHEAD}
                value={draft.year}
                onValueChange={(year) => setDraft({ ...draft, year })}
                error={errors.year}
              />
            </FormStack>
          }
          preview={
            <DetailList>
              <dt>{m.school}</dt>
              <dd>{draft.school}</dd>
              <dt>{m.fieldOfStudy}</dt>
              <dd>{draft.field_of_study ? labelOf(m.fieldOfStudyLabels, draft.field_of_study) : ''}</dd>
              <dt>{m.degree}</dt>
              <dd>{draft.degree ? labelOf(m.degreeLabels, draft.degree) : ''}</dd>
              <dt>{m.yearOfGraduation}</dt>
              <dd>{draft.year}</dd>
            </DetailList>
          }
        />
      ) : null}
    </ListSection>
  );
});
