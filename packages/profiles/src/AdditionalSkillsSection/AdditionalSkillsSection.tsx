import { forwardRef, type HTMLAttributes } from 'react';
import type { UserProfile } from '@edupassport/api-client';
import { Badge, labelOf, useMessages } from '@edupassport/ui';
import { styled } from 'styled-components';
import { profilesMessages } from '../messages';
import { ListSection } from '../EducatorSection/ListSection';
import { AddItemDialog, SkillsMultiSelect } from '../onDemandDialogs';
import { useAddItemDraft } from '../EducatorSection/useAddItemDraft';
import { tokens } from '../EducatorSection/styles';
import { ADDITIONAL_SKILL_OPTIONS } from '../hooks/educatorOptions';
import { useAdditionalSkillsEditor } from '../hooks/useAdditionalSkillsEditor';
import { profilesCatalogs } from '../messages/catalogs';

export interface AdditionalSkillsSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The saved skills. Required. */
  items: string[];
  /** Shows the owner's Edit mode and Add Item; default false. */
  editable?: boolean | undefined;
  /** The choices; default the kit's certification and skills list. */
  options?: readonly string[] | undefined;
  /** Called with the new list after a save or a delete. Default none. */
  onUpdated?: ((patch: Partial<UserProfile>) => void) | undefined;
}

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['200']};
`;

/** Additional skills: a SkillsMultiSelect add (at least one, 'Select at least one type'), form → preview → Save or Back; Edit mode deletes. */
export const AdditionalSkillsSection = forwardRef<HTMLElement, AdditionalSkillsSectionProps>(function AdditionalSkillsSection({ items, editable = false, options = ADDITIONAL_SKILL_OPTIONS, onUpdated, ...rest }, ref) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const editor = useAdditionalSkillsEditor(items, onUpdated);
  const { draft, setDraft, checked, openDialog, dialog } = useAddItemDraft<string[]>([], (skills) => skills.length > 0, editor.add);
  const choices = options.filter((option) => !items.includes(option));
  // The skill stored and sent stays as it is; the reader sees its label.
  const skill = (value: string) => labelOf(m.skillLabels, value);

  return (
    <ListSection
      sectionRef={ref}
      {...rest}
      title={m.additionalSkills}
      items={items}
      editable={editable}
      itemKey={(skill) => skill}
      itemLabel={skill}
      renderItem={skill}
      onDelete={editor.remove}
      onAdd={openDialog}
    >
      {editable ? (
        <AddItemDialog
          {...dialog}
          title={m.addAdditionalSkills}
          formTitle={m.chooseSkills}
          previewTitle={m.preview}
          form={
            <SkillsMultiSelect
              label={m.chooseSkills}
              options={choices}
              optionLabel={skill}
              value={draft}
              onValueChange={setDraft}
              error={checked && !draft.length ? m.selectAtLeastOneType : undefined}
            />
          }
          preview={
            <Chips>
              {draft.map((value) => (
                <Badge key={value} variant="primary">
                  {skill(value)}
                </Badge>
              ))}
            </Chips>
          }
        />
      ) : null}
    </ListSection>
  );
});
