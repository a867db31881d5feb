import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import {
  Button,
  Dialog,
  IconButton,
  ImageWithFallback,
  NextIcon,
  PreviousIcon,
  TrashIcon,
  UploadIcon,
  focusRing,
  inlineArrowStep,
  useMessages,
  visuallyHidden,
} from '@edupassport/ui';
import { useLatest } from '@edupassport/internal/useLatest';
import { useGalleryImageDelete, useGallerySave } from '../hooks/useBusinessSections';
import { useGalleryUpload } from '../hooks/useGalleryUpload';
import { profilesMessages } from '../messages';
import { EducatorSection } from '../EducatorSection';
import { AddItemDialog } from '../EducatorSection/AddItemDialog';
import { FormStack, Muted } from '../EducatorSection/styles';
import { MediaApprovalNote } from '../BusinessSection/MediaApprovalNote';
import { ErrorText, tokens } from '../BusinessSection/styles';
import { galleryTileSpan } from '../rules/businessRules';
import { profilesCatalogs } from '../messages/catalogs';

export interface EventGalleryProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The gallery's image paths or URLs. Required. */
  images: string[];
  /** The image shown in the preview (controlled), or null when closed; default uncontrolled. */
  previewIndex?: number | null | undefined;
  /** Called when the preview opens, moves or closes (null); default none. */
  onPreviewIndexChange?: ((index: number | null) => void) | undefined;
  /** Shows the owner's Edit mode (a delete button per image, Add Item to upload); default false. */
  editable?: boolean | undefined;
  /** Called with the gallery after a delete or an upload; default none. */
  onImagesChange?: ((images: string[]) => void) | undefined;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  grid-auto-rows: 96px;
  gap: ${tokens.space['200']};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    position: relative;
  }
  & > li[data-span='2'] {
    grid-column: span 2;
  }
  & [data-part='delete'] {
    position: absolute;
    top: ${tokens.space['100']};
    inset-inline-end: ${tokens.space['100']};
  }
`;

const Tile = styled.button`
  all: unset;
  box-sizing: border-box;
  display: block;
  width: 100%;
  height: 100%;
  overflow: hidden;
  cursor: zoom-in;
  border-radius: ${tokens.radius.md};
  ${focusRing}
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Viewer = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokens.space['200']};
  & img {
    max-height: 70vh;
    object-fit: contain;
  }
`;

const Counter = styled.p`
  margin: ${tokens.space['200']} 0 0;
  text-align: center;
  color: ${tokens.color['text-muted']};
`;

const HiddenInput = styled.input`
  ${visuallyHidden}
`;

const Thumb = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  border-radius: ${tokens.radius.md};
`;

interface GalleryUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The gallery now, kept when the reload after the upload fails. */
  images: string[];
  onSaved?: ((images: string[]) => void) | undefined;
}

/**
 * The owner's upload: pick images (several at once) → preview → Save posts them as repeated
 * `images` parts. A failure keeps the chosen files and says why; the grid then shows the saved gallery.
 */
function GalleryUploadDialog({ open, onOpenChange, images, onSaved }: GalleryUploadDialogProps) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const upload = useGalleryUpload(m.uploadYourMedia);
  const saveGallery = useGallerySave(m.saveFailed);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const chosen = upload.images;
  const tiles = (remove: boolean) => (
    <Grid>
      {chosen.map((image, i) => (
        <li key={image.key} data-span={galleryTileSpan(i)}>
          <Thumb src={image.url} alt={image.file.name} />
          {remove ? (
            <IconButton data-part="delete" size="sm" variant="danger" aria-label={m.removeChosenImage(image.file.name)} icon={<TrashIcon />} onClick={() => upload.remove(image.key)} />
          ) : null}
        </li>
      ))}
    </Grid>
  );

  return (
    <AddItemDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.addGalleryImages}
      formTitle={m.galleryImagesStep}
      previewTitle={m.preview}
      validate={upload.check}
      onReset={upload.reset}
      onSave={async () => {
        const files = chosen.map((image) => image.file);
        onSaved?.(await saveGallery(files, images));
      }}
      form={
        <FormStack>
          <Muted id={`${id}-hint`}>{m.galleryImagesHint}</Muted>
          <MediaApprovalNote />
          <div>
            <Button
              variant="outline"
              startIcon={<UploadIcon />}
              aria-describedby={[`${id}-hint`, upload.error ? `${id}-error` : null].filter(Boolean).join(' ')}
              onClick={() => input.current?.click()}
            >
              {m.chooseImages}
            </Button>
          </div>
          <HiddenInput
            ref={input}
            type="file"
            accept="image/*"
            multiple
            tabIndex={-1}
            aria-hidden="true"
            data-part="file-input"
            onChange={(event) => {
              upload.add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          {upload.error ? (
            <ErrorText id={`${id}-error`} role="alert">
              {upload.error}
            </ErrorText>
          ) : null}
          {chosen.length ? (
            <>
              <Muted aria-live="polite">{m.chosenImages(chosen.length)}</Muted>
              {tiles(true)}
            </>
          ) : null}
        </FormStack>
      }
      preview={tiles(false)}
    />
  );
}

/** The next index with wrap-around: past the last comes the first, before the first the last. */
export function wrapIndex(index: number, total: number): number {
  return total ? ((index % total) + total) % total : 0;
}

/**
 * The event gallery: a 3-column grid where the 1st and 4th tile of every group of four span
 * two columns; a tile opens the preview carousel with wrap-around arrows, ←/→ keys and an 'n / total' counter.
 * The owner's Edit mode deletes images and adds them (Add Item: pick images → preview → Save).
 */
export const EventGallery = forwardRef<HTMLElement, EventGalleryProps>(function EventGallery(props, ref) {
  const { images, previewIndex, onPreviewIndexChange, editable = false, onImagesChange, children, ...rest } = props;
  const save = useGalleryImageDelete();
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const remove = async (path: string) => {
    // The page shows the image gone at once (the shared profile); a failure brings it back.
    if (await save.remove(path)) onImagesChange?.(images.filter((image) => image !== path));
  };
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const [ownIndex, setOwnIndex] = useState<number | null>(null);
  const current = previewIndex !== undefined ? previewIndex : ownIndex;
  const total = images.length;
  const show = (index: number | null) => {
    const next = index === null ? null : wrapIndex(index, total);
    setOwnIndex(next);
    onPreviewIndexChange?.(next);
  };
  const open = current !== null && total > 0;
  const index = open ? wrapIndex(current, total) : 0;
  const step = useLatest((delta: number) => show(index + delta));
  // ←/→ move the preview wherever the focus is inside the dialog (the close button included).
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // Along the reading direction of the focused element (the dialog's portal carries the provider's dir).
      const delta = inlineArrowStep(event.key, event.target instanceof Element ? event.target : document.documentElement);
      if (delta === 0) return;
      event.preventDefault();
      step.current(delta);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, step]);

  return (
    <EducatorSection
      ref={ref}
      title={m.eventGallery}
      editable={editable}
      editing={editing}
      onEditingChange={(next) => {
        setEditing(next);
        save.clearError();
      }}
      onAdd={editable ? () => setUploading(true) : undefined}
      {...rest}
    >
      {total ? (
        <Grid>
          {images.map((src, i) => (
            <li key={`${src}-${i}`} data-span={galleryTileSpan(i)}>
              <Tile type="button" aria-haspopup="dialog" aria-label={m.galleryImageAlt(i + 1, total)} onClick={() => show(i)}>
                <ImageWithFallback src={src} alt="" loading="lazy" onFallback="placeholder" />
              </Tile>
              {editable && editing ? (
                <IconButton data-part="delete" size="sm" variant="danger" aria-label={m.deleteImage(i + 1)} icon={<TrashIcon />} disabled={save.deleting !== null} onClick={() => void remove(src)} />
              ) : null}
            </li>
          ))}
        </Grid>
      ) : (
        <Muted>{m.businessSectionEmpty}</Muted>
      )}
      {save.error ? <ErrorText role="alert">{m.deleteFailed(save.error)}</ErrorText> : null}
      {children}
      {editable ? <GalleryUploadDialog open={uploading} onOpenChange={setUploading} images={images} onSaved={onImagesChange} /> : null}
      <Dialog open={open} onOpenChange={(next) => (next ? undefined : show(null))} title={m.eventGallery} size="lg">
        {open ? (
          <div data-part="preview">
            <Viewer>
              <IconButton aria-label={m.previousImage} icon={<PreviousIcon />} onClick={() => show(index - 1)} />
              <ImageWithFallback src={images[index]} alt={m.galleryImageAlt(index + 1, total)} onFallback="placeholder" />
              <IconButton aria-label={m.nextImage} icon={<NextIcon />} onClick={() => show(index + 1)} />
            </Viewer>
            <Counter aria-live="polite">{m.galleryCounter(index + 1, total)}</Counter>
          </div>
        ) : null}
      </Dialog>
    </EducatorSection>
  );
});
