import { forwardRef, useEffect, useRef, useState, type HTMLAttributes } from 'react';
import type { WorkExperience } from '@edupassport/api-client';
import { Button, Carousel, Dialog, EditIcon, IconButton, SafeHtml, TrashIcon, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { Muted } from '../EducatorSection/styles';
import { CAROUSEL_MIN_CARD_WIDTH, CAROUSEL_PAGE_SIZE, WORK_EXPERIENCE_PROGRESS_CLEAR_MS } from '../hooks/workExperience';
import { paragraphsHtml } from '../hooks/paragraphs';
import { useWorkExperienceRemove } from '../hooks/useWorkExperienceEditor';
import { WorkExperienceCard } from './WorkExperienceCard';
import { WorkExperienceWizard } from '../onDemandDialogs';
import { profilesCatalogs } from '../messages/catalogs';

export interface WorkExperienceSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The saved items. Required. */
  items: WorkExperience[];
  /** The owner's view: Edit mode (Add Item, edit, delete) and the details-of-expertise viewer; default false. */
  editable?: boolean | undefined;
  /** Called after a save or a delete, so the page reloads the list (new items get their ids). Default none. */
  onChanged?: ((items?: WorkExperience[]) => void) | undefined;
}

/**
 * Work experience: a carousel of up to 4 cards per page (as many as fit the column); the owner opens the details of expertise,
 * and in Edit mode adds (the 3-step wizard), edits (prefilled, from step 1) and deletes. Visitors cannot
 * expand the details.
 */
export const WorkExperienceSection = forwardRef<HTMLElement, WorkExperienceSectionProps>(function WorkExperienceSection({ items, editable = false, onChanged, ...rest }, ref) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const remove = useWorkExperienceRemove(items, onChanged);
  const [editing, setEditing] = useState(false);
  const [wizard, setWizard] = useState<{ item?: WorkExperience | undefined } | null>(null);
  const [viewing, setViewing] = useState<WorkExperience | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const clear = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(clear.current), []);
  const inEdit = editable && editing;

  return (
    <EducatorSection
      ref={ref}
      {...rest}
      title={m.workExperience}
      editable={editable}
      editing={editing}
      onEditingChange={setEditing}
      onAdd={() => setWizard({})}
    >
      <Carousel
        label={m.workExperienceList}
        itemsPerPage={CAROUSEL_PAGE_SIZE}
        minItemWidth={CAROUSEL_MIN_CARD_WIDTH}
        empty={<Muted>{m.sectionEmpty}</Muted>}
        items={items.map((item) => (
          <WorkExperienceCard
            key={String(item.id)}
            item={item}
            tools={
              editable ? (
                <>
                  {item.details ? (
                    <Button size="sm" variant="ghost" aria-label={m.viewDetails(item.job_title)} onClick={() => setViewing(item)}>
                      {m.detailsOfExpertise}
                    </Button>
                  ) : null}
                  {inEdit ? (
                    <>
                      <IconButton size="sm" aria-label={m.editWorkExperienceItem(item.job_title)} icon={<EditIcon />} onClick={() => setWizard({ item })} />
                      <IconButton size="sm" aria-label={m.deleteWorkExperience(item.job_title)} icon={<TrashIcon />} onClick={() => void remove(item)} />
                    </>
                  ) : null}
                </>
              ) : null
            }
          />
        ))}
      />
      {progress !== null ? (
        <Muted role="status" data-part="progress">
          {m.savingProgress(progress)}
        </Muted>
      ) : null}
      {editable && wizard ? (
        <WorkExperienceWizard
          item={wizard.item}
          onClose={() => setWizard(null)}
          onProgress={(percent) => {
            clearTimeout(clear.current);
            setProgress(percent);
            if (percent >= 100) clear.current = setTimeout(() => setProgress(null), WORK_EXPERIENCE_PROGRESS_CLEAR_MS);
          }}
          onSaveFailed={() => {
            // The wizard stays open with the message and the input; the progress line must not claim a save.
            clearTimeout(clear.current);
            setProgress(null);
          }}
          onSaved={() => onChanged?.()}
        />
      ) : null}
      {editable ? (
        <Dialog open={viewing !== null} onOpenChange={(next) => (next ? undefined : setViewing(null))} title={viewing ? m.viewDetails(viewing.job_title) : m.detailsOfExpertise}>
          {viewing?.details ? <SafeHtml html={paragraphsHtml(viewing.details)} /> : null}
        </Dialog>
      ) : null}
    </EducatorSection>
  );
});
