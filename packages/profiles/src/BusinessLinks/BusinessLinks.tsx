import { forwardRef, type HTMLAttributes } from 'react';
import type { Link as BusinessLink, LinkInput, LinkPreviewService } from '@edupassport/api-client';
import { Carousel, TextField, useMessages } from '@edupassport/ui';
import { toSafeUrl } from '@edupassport/ui/headless';
import { profilesMessages } from '../messages';
import { DetailList, Muted } from '../EducatorSection/styles';
import { linkInput, validateLinkRows, type LinkRow } from '../hooks/businessRows';
import { BusinessRowsSection } from '../Credentials/BusinessRows';
import { LinkCard } from './LinkCard';
import { linkListCalls } from '../hooks/useBusinessSections';
import { profilesCatalogs } from '../messages/catalogs';

export interface BusinessLinksProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The business's links. Required. */
  links: BusinessLink[];
  /** Shows the owner's Edit mode (Add Item, a delete icon per link); default false. */
  editable?: boolean | undefined;
  /** Called with the links after a save or a delete; default none. */
  onLinksChange?: ((links: BusinessLink[]) => void) | undefined;
  /** The screenshot preview service (keep it stable: a new one asks again); default the nearest LinkPreviewProvider's, else a shared page-speed one. */
  previewService?: LinkPreviewService | undefined;
}

const blank = () => ({ link_title: '', url: '' });

/**
 * The business's links: a carousel of link cards with their page-speed screenshots and
 * pager dots when there is more than one. The owner's Edit mode lists the links with delete icons and adds
 * rows (form → preview with the URLs normalised → Save: the whole list is sent again). A failed save keeps
 * the dialog open with the rows and says why; a failed delete says why under the list.
 */
export const BusinessLinks = forwardRef<HTMLElement, BusinessLinksProps>(function BusinessLinks(props, ref) {
  const { links, editable = false, onLinksChange, previewService, ...rest } = props;
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);

  return (
    <BusinessRowsSection<LinkInput, BusinessLink, LinkRow>
      sectionRef={ref}
      title={m.links}
      items={links}
      editable={editable}
      onItemsChange={onLinksChange}
      calls={linkListCalls}
      rows={{ blank, validate: (rows) => validateLinkRows(rows, m), toInput: linkInput }}
      labels={{ title: m.addLinks, formTitle: m.linkDetails, legend: m.linkLegend, removeLabel: m.removeLinkRow, addLabel: m.addLinkRow }}
      renderFields={(row, errors, form) => (
        <>
          <TextField label={m.linkTitle} required value={row.link_title} onValueChange={(link_title) => form.update(row.key, { link_title })} error={errors.link_title} />
          <TextField label={m.linkUrl} required type="url" inputMode="url" value={row.url} onValueChange={(url) => form.update(row.key, { url })} error={errors.url} />
        </>
      )}
      renderPreview={(rows) => (
        <DetailList>
          {rows.map((row) => (
            <LinkPreviewRow key={row.key} title={row.link_title.trim()} url={toSafeUrl(row.url) ?? row.url} />
          ))}
        </DetailList>
      )}
      itemLabel={(link) => link.link_title || link.url}
      renderItem={(link) => (
        <>
          {link.link_title} <Muted>{link.url}</Muted>
        </>
      )}
      renderView={(items) => (
        <Carousel label={m.linkCarousel} showDots={items.length > 1} items={items.map((link) => <LinkCard key={link.id} link={link} previewService={previewService} />)} />
      )}
      {...rest}
    />
  );
});

function LinkPreviewRow({ title, url }: { title: string; url: string }) {
  return (
    <>
      <dt>{title}</dt>
      <dd>{url}</dd>
    </>
  );
}
