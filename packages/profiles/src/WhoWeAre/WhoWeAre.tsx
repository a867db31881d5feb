import { forwardRef, useState, type HTMLAttributes } from 'react';
import type { AboutUsInput, BusinessProfile } from '@edupassport/api-client';
import { onDemand, useMessages } from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { Muted } from '../EducatorSection/styles';
import { WhoWeAreContent, isWhoWeAreEmpty } from './WhoWeAreContent';
import { profilesCatalogs } from '../messages/catalogs';

// The edit flow (rich-text editor, cropper, option lists) downloads only when the owner presses Edit.
const WhoWeAreEditDialog = onDemand(() => import('./WhoWeAreEditDialog').then((module) => module.WhoWeAreEditDialog));

export interface WhoWeAreProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The business profile shown. Required. */
  business: BusinessProfile;
  /** Shows the owner's Edit button and its dialogs; default false. */
  editable?: boolean | undefined;
  /** Called after a save with the lists and texts sent; the host refreshes the user for the new media. Default none. */
  onSaved?: ((input: AboutUsInput) => void) | undefined;
}

/**
 * 'Who we are': business types, operations, services, the about-us media and the four rich texts,
 * sanitized. The owner's Edit opens two dialogs (the lists, then media and texts) and a preview before Save.
 * State shows as `data-editable` and `data-empty`.
 */
export const WhoWeAre = forwardRef<HTMLElement, WhoWeAreProps>(function WhoWeAre(props, ref) {
  const { business, editable = false, onSaved, ...rest } = props;
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const [open, setOpen] = useState(false);
  const empty = isWhoWeAreEmpty(business);
  return (
    <EducatorSection
      ref={ref}
      title={m.whoWeAre}
      editable={editable}
      onEdit={() => setOpen(true)}
      data-editable={String(editable)}
      data-empty={String(empty)}
      {...rest}
    >
      {empty ? <Muted>{m.businessSectionEmpty}</Muted> : <WhoWeAreContent values={business} />}
      {editable && open ? (
        <WhoWeAreEditDialog business={business} onClose={() => setOpen(false)} onSaved={onSaved} />
      ) : null}
    </EducatorSection>
  );
});
