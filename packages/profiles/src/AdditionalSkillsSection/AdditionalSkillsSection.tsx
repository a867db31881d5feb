import { forwardRef, useState, type HTMLAttributes } from 'react';
import type { UserProfile } from '@edupassport/api-client';
import { Badge, SkillsMultiSelect, useMessages } from '@edupassport/ui';
import { styled } from 'styled-components';
import { profilesMessages } from '../messages';
import { ListSection } from '../EducatorSection/ListSection';
import { AddItemDialog } from '../EducatorSection/AddItemDialog';
import { t } from '../EducatorSection/styles';
import { ADDITIONAL_SKILL_OPTIONS } from '../hooks/educatorOptions';
import { useAdditionalSkillsEditor } from '../hooks/useAdditionalSkillsEditor';

export interface AdditionalSkillsSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The saved skills. Required. */
  items: string[];
  /** Shows the owner's Edit mode and Add Item; default false. */
  editable?: boolean;
  /** The choices; default the kit's certification and skills list. */
  options?: readonly string[];
  /** Called with the new list after a save or a delete. Default none. */
  onUpdated?: (patch: Partial<UserProfile>) => void;
}

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => t(p).space['200']};
`;

/** Additional skills (spec 03 §5): a SkillsMultiSelect add (at least one, 'Select at least one type'), form → preview → Save or Back; Edit mode deletes. */
export const AdditionalSkillsSection = forwardRef<HTMLElement, AdditionalSkillsSectionProps>(function AdditionalSkillsSection({ items, editable = false, options = ADDITIONAL_SKILL_OPTIONS, onUpdated, ...rest }, ref) {
  const m = useMessages('profiles', profilesMessages);
  const editor = useAdditionalSkillsEditor(items, onUpdated);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const choices = options.filter((option) => !items.includes(option));

  return (
    <ListSection
      sectionRef={ref}
      {...rest}
      title={m.additionalSkills}
      items={items}
      editable={editable}
      itemKey={(skill) => skill}
      itemLabel={(skill) => skill}
      renderItem={(skill) => skill}
      onDelete={editor.remove}
      onAdd={() => setOpen(true)}
    >
      {editable ? (
        <AddItemDialog
          open={open}
          onOpenChange={setOpen}
          title={m.addAdditionalSkills}
          formTitle={m.chooseSkills}
          previewTitle={m.preview}
          validate={() => {
            setChecked(true);
            return draft.length > 0;
          }}
          onReset={() => {
            setDraft([]);
            setChecked(false);
          }}
          onSave={() => editor.add(draft)}
          form={
            <SkillsMultiSelect
              label={m.chooseSkills}
              options={choices}
              value={draft}
              onValueChange={setDraft}
              error={checked && !draft.length ? m.selectAtLeastOneType : undefined}
            />
          }
          preview={
            <Chips>
              {draft.map((skill) => (
                <Badge key={skill} variant="primary">
                  {skill}
                </Badge>
              ))}
            </Chips>
          }
        />
      ) : null}
    </ListSection>
  );
});
