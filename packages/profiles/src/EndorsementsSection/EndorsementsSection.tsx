import { forwardRef, useState, type HTMLAttributes } from 'react';
import type { Endorsement } from '@edupassport/api-client';
import { Carousel, IconButton, TrashIcon, useEdu, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { Muted } from '../EducatorSection/styles';
import { CAROUSEL_MIN_CARD_WIDTH, CAROUSEL_PAGE_SIZE } from '../hooks/workExperience';
import { useEndorsementsEditor } from '../hooks/useEndorsementsEditor';
import { EndorsementCard } from './EndorsementCard';
import { EndorsementRequestWizard } from '../onDemandDialogs';
import { profilesCatalogs } from '../messages/catalogs';

export interface EndorsementsSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The endorsements shown. Required. */
  endorsements: Endorsement[];
  /** The owner's view: Edit mode (Add Item opens the request wizard, delete icons); default false. */
  editable?: boolean | undefined;
  /** The owner, for the request wizard's skills, message and link. Required when editable. */
  owner?: { id: string | number; name: string; skills?: string[] | undefined } | undefined;
  /** Called with the new list after a delete or the refresh when the wizard closes. Default none. */
  onEndorsementsChange?: ((endorsements: Endorsement[]) => void) | undefined;
}

/**
 * Endorsements: a carousel of up to 4 per page (as many as fit); the owner deletes in Edit mode and requests new ones
 * with the 3-step wizard; closing the wizard refreshes the owner's list ('Failed to refresh endorsements').
 */
export const EndorsementsSection = forwardRef<HTMLElement, EndorsementsSectionProps>(function EndorsementsSection({ endorsements, editable = false, owner, onEndorsementsChange, ...rest }, ref) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const editor = useEndorsementsEditor(endorsements, onEndorsementsChange);
  const { toast } = useEdu();
  const [editing, setEditing] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const inEdit = editable && editing;

  const closeWizard = async () => {
    setRequesting(false);
    try {
      await editor.refresh();
    } catch {
      toast.show({ kind: 'error', title: m.refreshEndorsementsFailed });
    }
  };

  return (
    <EducatorSection ref={ref} {...rest} title={m.endorsements} editable={editable} editing={editing} onEditingChange={setEditing} onAdd={() => setRequesting(true)}>
      <Carousel
        label={m.endorsementList}
        itemsPerPage={CAROUSEL_PAGE_SIZE}
        minItemWidth={CAROUSEL_MIN_CARD_WIDTH}
        empty={<Muted>{m.sectionEmpty}</Muted>}
        items={endorsements.map((endorsement) => (
          <EndorsementCard
            key={String(endorsement.id)}
            endorsement={endorsement}
            action={
              inEdit ? <IconButton size="sm" aria-label={m.deleteEndorsement(endorsement.name)} icon={<TrashIcon />} onClick={() => void editor.remove(endorsement)} /> : null
            }
          />
        ))}
      />
      {editable && requesting && owner ? <EndorsementRequestWizard owner={owner} skills={owner.skills} onClose={() => void closeWizard()} /> : null}
    </EducatorSection>
  );
});
