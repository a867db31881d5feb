import { forwardRef, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { encodeMultimediaContent } from '@edupassport/api-client/rules';
import type { Post } from '@edupassport/api-client';
import { Button, CloseIcon, IconButton, ImageWithFallback, progressBar, RichTextEditor, UploadIcon, useMessages, visuallyHidden } from '@edupassport/ui';
import type { UploadItem } from '@edupassport/ui/headless';
import { ComposerFrame, type ComposerProps } from '../ComposerFrame';
import { useComposerFlow } from '../hooks/useComposerFlow';
import {
  MULTIMEDIA_ACCEPT,
  useMultimediaComposer,
  type MultimediaInputKind,
  type MultimediaMediaEntry,
} from '../hooks/useMultimediaComposer';
import { feedMessages } from '../messages';
import { mediaKind, MultimediaBody } from '../PostBody';
import { tokens } from '../PostActions/theme';
import { feedCatalogs } from '../messages/catalogs';

export type MultimediaComposerProps = ComposerProps;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['400']};
`;

const MediaGroup = styled.div`
  display: grid;
  gap: ${tokens.space['200']};
`;

const GroupLabel = styled.span`
  font-weight: ${tokens.font['weight-medium']};
`;

const Muted = styled.span`
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['200']};
`;

const HiddenInput = styled.input`
  ${visuallyHidden}
`;

const Errors = styled.div`
  color: ${tokens.color.danger};
  font-size: ${tokens.font['size-sm']};
  & > p {
    margin: 0;
  }
  &:empty {
    display: none;
  }
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${tokens.space['300']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${tokens.space['100']};
  min-width: 0;
  padding: ${tokens.space['200']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  &[data-status='failed'] {
    border-color: ${tokens.color.danger};
  }
`;

const Frame = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color['surface-muted']};
  color: ${tokens.color['text-muted']};
  & > img,
  & > [data-state='placeholder'] {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    min-height: 0;
  }
  & > img {
    object-fit: cover;
  }
`;

const KindBadge = styled.span`
  position: absolute;
  inset-block-start: ${tokens.space['100']};
  inset-inline-start: ${tokens.space['100']};
  padding: 0 ${tokens.space['100']};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: ${tokens.font['size-xs']};
  font-weight: ${tokens.font['weight-bold']};
`;

const Name = styled.span`
  overflow: hidden;
  font-size: ${tokens.font['size-sm']};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const ItemError = styled.span`
  color: ${tokens.color.danger};
  font-size: ${tokens.font['size-xs']};
`;

const Bar = styled.progress`
  ${progressBar}
`;

const Remove = styled(IconButton)`
  position: absolute;
  inset-block-start: ${tokens.space['100']};
  inset-inline-end: ${tokens.space['100']};
`;

const pickers: Array<{ kind: MultimediaInputKind; label: 'multimediaAddPhoto' | 'multimediaAddVideo' | 'multimediaAddGif' }> = [
  { kind: 'photo', label: 'multimediaAddPhoto' },
  { kind: 'video', label: 'multimediaAddVideo' },
  { kind: 'gif', label: 'multimediaAddGif' },
];

function MediaThumb({ entry, onRemove }: { entry: MultimediaMediaEntry; onRemove: () => void }) {
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const kind = mediaKind(entry.url);
  return (
    <Thumb data-status="done" data-kind={kind}>
      <Frame>
        {/* Under the picture while it loads. */}
        <UploadIcon />
        {kind === 'video' ? null : (
          // The file name beside it says what it is; a picture that fails leaves a placeholder over the tile, never an upload icon that reads as pending.
          <ImageWithFallback src={entry.url} alt="" loading="eager" onFallback="placeholder" />
        )}
        {kind === 'image' ? null : <KindBadge>{kind === 'video' ? m.multimediaBadgeVideo : m.multimediaBadgeGif}</KindBadge>}
      </Frame>
      <Name title={entry.name}>{entry.name}</Name>
      <Remove aria-label={m.multimediaRemove(entry.name)} icon={<CloseIcon />} size="sm" variant="secondary" onClick={onRemove} />
    </Thumb>
  );
}

function UploadThumb({ item, onRemove, onRetry }: { item: UploadItem; onRemove: () => void; onRetry: () => void }) {
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const failed = item.status === 'failed';
  return (
    <Thumb data-status={item.status}>
      <Frame>
        <UploadIcon />
      </Frame>
      <Name title={item.name}>{item.name}</Name>
      {failed ? (
        <>
          <ItemError>{item.error}</ItemError>
          <Button size="sm" variant="outline" aria-label={m.multimediaRetryFile(item.name)} onClick={onRetry}>
            {m.multimediaRetry}
          </Button>
        </>
      ) : (
        <>
          <Muted>{m.multimediaUploading(item.progress)}</Muted>
          <Bar aria-label={m.multimediaProgress(item.name)} max={100} value={item.progress} />
        </>
      )}
      <Remove aria-label={m.multimediaRemove(item.name)} icon={<CloseIcon />} size="sm" variant="secondary" onClick={onRemove} />
    </Thumb>
  );
}

const MultimediaForm = forwardRef<HTMLDivElement, MultimediaComposerProps>(function MultimediaForm({ onOpenChange, post, onSaved, ...rest }, ref) {
  const m = useMessages('feed', feedMessages, feedCatalogs.loaders);
  const id = useId();
  const form = useMultimediaComposer(post);
  const flow = useComposerFlow({ postType: 'multimedia', post, ...form, onSaved });
  const inputs = useRef<Partial<Record<MultimediaInputKind, HTMLInputElement | null>>>({});
  const { values } = form;
  const media = { content: form.input.content, multimedia: form.input.multimedia };
  const preview = { ...(post ?? {}), post_type: 'multimedia', content: encodeMultimediaContent(media), media } as Post;
  const count = values.media.length + form.uploads.length;
  return (
    <ComposerFrame
      ref={ref}
      {...rest}
      open
      onOpenChange={onOpenChange}
      title={post ? m.multimediaEditTitle : m.multimediaCreateTitle}
      editing={Boolean(post)}
      isValid={form.isValid}
      invalidHint={form.isUploading ? m.multimediaWaitUploads : m.multimediaIncomplete}
      dirty={form.dirty}
      onSave={flow.onSave}
      onDiscard={flow.onDiscard}
      draftOffer={flow.draftOffer}
      editContent={
        <Fields data-part="multimedia-form" data-uploading={form.isUploading ? '' : undefined}>
          <RichTextEditor
            key={flow.restoreCount}
            label={m.multimediaContentLabel}
            placeholder={m.multimediaContentPlaceholder}
            showCounter={false}
            defaultValue={values.content}
            onValueChange={form.setContent}
          />
          <MediaGroup role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
            <GroupLabel id={`${id}-label`}>{m.multimediaMediaLabel}</GroupLabel>
            <Muted id={`${id}-hint`}>{m.multimediaMediaHint}</Muted>
            <Pickers>
              {pickers.map(({ kind, label }) => (
                <span key={kind}>
                  <Button variant="outline" size="sm" startIcon={<UploadIcon />} onClick={() => inputs.current[kind]?.click()}>
                    {m[label]}
                  </Button>
                  <HiddenInput
                    ref={(node) => {
                      inputs.current[kind] = node;
                    }}
                    type="file"
                    multiple
                    tabIndex={-1}
                    aria-hidden="true"
                    data-kind={kind}
                    accept={MULTIMEDIA_ACCEPT[kind].join(',')}
                    onChange={(event) => {
                      const files = Array.from(event.target.files ?? []);
                      // Picking the same file again after removing it must fire a change.
                      event.target.value = '';
                      void form.pick(kind, files);
                    }}
                  />
                </span>
              ))}
            </Pickers>
            <Errors role="alert" data-part="media-errors">
              {form.sizeError ? <p data-part="size-error">{form.sizeError}</p> : null}
              {form.typeErrors.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </Errors>
            {count ? (
              <Thumbs aria-label={m.multimediaChosenLabel(count)} data-count={count}>
                {values.media.map((entry, index) => (
                  <MediaThumb key={`${index}-${entry.url}`} entry={entry} onRemove={() => form.removeMedia(entry.url)} />
                ))}
                {form.uploads.map((item) => (
                  <UploadThumb key={item.id} item={item} onRemove={() => form.removeUpload(item.id)} onRetry={() => form.retryUpload(item.id)} />
                ))}
              </Thumbs>
            ) : null}
          </MediaGroup>
        </Fields>
      }
      previewContent={<MultimediaBody post={preview} />}
    />
  );
});

/**
 * Creates (`POST /api/users/create-feed-post`) or edits (`PUT /api/users/posts/{id}`, content as the JSON
 * string of content and multimedia) a multimedia post in two steps, edit then preview. Rich text plus
 * photos, videos and GIFs (at most 10 MB each) uploaded through the media host with progress; Continue
 * needs text or a media item. Mounted only while open, so every opening starts from the post (or empty),
 * or from an offered draft.
 */
export const MultimediaComposer = forwardRef<HTMLDivElement, MultimediaComposerProps>(function MultimediaComposer(props, ref) {
  return props.open ? <MultimediaForm ref={ref} {...props} /> : null;
});
