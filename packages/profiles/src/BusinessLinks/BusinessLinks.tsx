import { forwardRef, useState, type HTMLAttributes } from 'react';
import type { Link as BusinessLink, LinkInput, LinkPreviewService } from '@edupassport/api-client';
import { Carousel, TextField, useMessages } from '@edupassport/ui';
import { toSafeUrl } from '@edupassport/ui/headless';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { AddItemDialog } from '../EducatorSection/AddItemDialog';
import { DetailList, Muted, PreviewBox } from '../EducatorSection/styles';
import { linkInput, validateLinkRows, type LinkRow } from '../hooks/businessRows';
import { useRowsForm } from '../hooks/useRowsForm';
import { useBusinessList } from '../hooks/useBusinessList';
import { DeletableList, RowsForm } from '../Credentials/BusinessRows';
import { LinkCard } from './LinkCard';

export interface BusinessLinksProps extends HTMLAttributes<HTMLElement> {
  /** The business's links. Required. */
  links: BusinessLink[];
  /** Shows the owner's Edit mode (Add Item, a delete icon per link); default false. */
  editable?: boolean;
  /** Called with the links after a save or a delete; default none. */
  onLinksChange?: (links: BusinessLink[]) => void;
  /** The screenshot preview service (keep it stable: a new one asks again); default the nearest LinkPreviewProvider's, else a shared page-speed one. */
  previewService?: LinkPreviewService;
}

const blank = () => ({ link_title: '', url: '' });
const toInput = ({ link_title, url }: BusinessLink): LinkInput => ({ link_title, url });

/**
 * The business's links (spec 02 §2, §4, §5): a carousel of link cards with their page-speed screenshots and
 * pager dots when there is more than one. The owner's Edit mode lists the links with delete icons and adds
 * rows (form → preview with the URLs normalised → Save: the whole list is sent again). A failed save keeps
 * the dialog open with the rows and says why; a failed delete says why under the list.
 */
export const BusinessLinks = forwardRef<HTMLElement, BusinessLinksProps>(function BusinessLinks(props, ref) {
  const { links, editable = false, onLinksChange, previewService, ...rest } = props;
  const m = useMessages('profiles', profilesMessages);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const form = useRowsForm<LinkRow>({ blank, validate: (rows) => validateLinkRows(rows, m) });
  const list = useBusinessList({
    items: links,
    onItemsChange: onLinksChange,
    toInput,
    deleteItem: (client, id, signal) => client.business.deleteLink(id, { signal }),
    replace: (client, inputs, signal) => client.business.updateLinks(inputs, { signal }),
    pick: (user) => user.business_profile?.our_links ?? [],
    saveFailed: m.saveFailed,
  });
  const inEdit = editable && editing;

  return (
    <EducatorSection
      ref={ref}
      title={m.links}
      editable={editable}
      editing={editing}
      onEditingChange={(next) => {
        setEditing(next);
        list.clearDeleteError();
      }}
      onAdd={() => setAdding(true)}
      data-editable={String(editable)}
      {...rest}
    >
      {!links.length ? (
        <Muted>{m.businessSectionEmpty}</Muted>
      ) : inEdit ? (
        <DeletableList
          items={links}
          itemLabel={(link) => link.link_title || link.url}
          renderItem={(link) => (
            <>
              {link.link_title} <Muted>{link.url}</Muted>
            </>
          )}
          deletable
          deletingId={list.deletingId}
          onDelete={(link) => void list.remove(link)}
          deleteError={list.deleteError}
        />
      ) : (
        <Carousel label={m.linkCarousel} showDots={links.length > 1} items={links.map((link) => <LinkCard key={link.id} link={link} previewService={previewService} />)} />
      )}
      {editable ? (
        <AddItemDialog
          open={adding}
          onOpenChange={setAdding}
          title={m.addLinks}
          formTitle={m.linkDetails}
          previewTitle={m.preview}
          validate={form.check}
          onReset={form.reset}
          onSave={() => list.save(form.rows.map(linkInput))}
          form={
            <RowsForm
              rows={form.rows}
              errors={form.errors}
              legend={m.linkLegend}
              removeLabel={m.removeLinkRow}
              addLabel={m.addLinkRow}
              onAdd={form.add}
              onRemove={form.remove}
              renderFields={(row, errors) => (
                <>
                  <TextField label={m.linkTitle} required value={row.link_title} onValueChange={(link_title) => form.update(row.key, { link_title })} error={errors.link_title} />
                  <TextField label={m.linkUrl} required type="url" inputMode="url" value={row.url} onValueChange={(url) => form.update(row.key, { url })} error={errors.url} />
                </>
              )}
            />
          }
          preview={
            <PreviewBox>
              <DetailList>
                {form.rows.map((row) => (
                  <LinkPreviewRow key={row.key} title={row.link_title.trim()} url={toSafeUrl(row.url) ?? row.url} />
                ))}
              </DetailList>
            </PreviewBox>
          }
        />
      ) : null}
    </EducatorSection>
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
