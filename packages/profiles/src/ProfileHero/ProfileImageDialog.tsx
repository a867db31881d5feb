import { forwardRef, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { styled } from 'styled-components';
import type { UserProfile } from '@edupassport/api-client';
import {
  AlertIcon,
  Avatar,
  Button,
  CROP_ASPECTS,
  DeleteConfirmDialog,
  Dialog,
  ImageCropDialog,
  ImageWithFallback,
  Skeleton,
  SkeletonGroup,
  TrashIcon,
  UploadIcon,
  useControllableState,
  useMessages,
  useUiMessages,
  type DialogProps,
  heading,
} from '@edupassport/ui';
import { profilesMessages } from '../messages';
import { BannerFrame, tokens } from './styles';
import { useProfileImageEditor, type ProfileImageKind } from './useProfileImageEditor';
import { MediaApprovalNote } from '../BusinessSection/MediaApprovalNote';
import { profilesCatalogs } from '../messages/catalogs';

/** What the profile picture and banner dialogs share. */
export interface ProfileImageDialogBaseProps extends Omit<DialogProps, 'title' | 'children' | 'footer' | 'busy' | 'onSubmit'> {
  /** The signed-in user whose image is edited (its current picture or banner shows first). Required. */
  user: UserProfile;
  /** Called with the reloaded user after a save or a removal; the dialog then closes. Default none. */
  onSaved?: ((user: UserProfile) => void) | undefined;
  /** Called when saving a new image failed (the shown image is cleared); the dialog stays open. Default none. */
  onSaveFailed?: (() => void) | undefined;
  /** The name the current image is described with; default the user's full name. */
  name?: string | undefined;
}

interface ProfileImageDialogProps extends ProfileImageDialogBaseProps {
  kind: ProfileImageKind;
  /** The avatar's shape (picture only). */
  shape?: 'circle' | 'square' | undefined;
}

const Body = styled.div`
  display: grid;
  gap: ${tokens.space['300']};
  font-family: ${tokens.font.body};
  color: ${tokens.color.text};
`;

const Current = styled.div`
  display: grid;
  justify-items: center;
  gap: ${tokens.space['200']};
  &[data-kind='banner'] {
    justify-items: stretch;
  }
  & ${BannerFrame} {
    border-radius: ${tokens.radius.md};
  }
`;

const Square = styled.div`
  width: 200px;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: 50%;
  background: ${tokens.color['surface-muted']};
  &[data-shape='square'] {
    border-radius: ${tokens.radius.lg};
  }
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
  text-align: center;
`;

const PreviewHeading = styled.h3`
  ${heading}
`;

const Alert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space['200']};
  padding: ${tokens.space['300']};
  border: 1px solid ${tokens.color.danger};
  border-inline-start-width: 4px;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color['surface-muted']};
  color: ${tokens.color.text};
  &:empty {
    position: absolute;
    padding: 0;
    border: 0;
  }
  & > svg {
    flex: none;
    margin-top: 0.2em;
    color: ${tokens.color.danger};
  }
  & p {
    margin: 0;
  }
  & p + p {
    color: ${tokens.color['text-muted']};
    font-size: ${tokens.font['size-sm']};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space['200']};
  margin-top: ${tokens.space['200']};
`;

interface ContentProps extends Pick<ProfileImageDialogProps, 'user' | 'onSaved' | 'onSaveFailed' | 'kind' | 'shape'> {
  name: string;
  changeRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

/** The open dialog's content: unmounted on close, so every opening starts from the current image. */
function ProfileImageContent({ kind, shape = 'circle', user, name, changeRef, onSaved, onSaveFailed, onClose, onBusyChange }: ContentProps) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const ui = useUiMessages();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const editor = useProfileImageEditor({
    kind,
    user,
    onSaved: (next) => {
      onSaved?.(next);
      onClose();
    },
    onSaveFailed,
  });
  const banner = kind === 'banner';
  const currentSrc = banner ? user.banner_picture : user.profile_picture;
  const preparing = editor.step === 'preparing';
  const { choose } = editor;

  // React has no onCancel for file inputs: the browser's `cancel` is the picker closed without a file.
  useEffect(() => {
    const element = input.current;
    if (!element) return undefined;
    const cancelled = () => void choose(null);
    element.addEventListener('cancel', cancelled);
    return () => element.removeEventListener('cancel', cancelled);
  }, [choose, editor.step]);

  const save = async () => {
    onBusyChange(true);
    try {
      await editor.save();
    } finally {
      onBusyChange(false);
    }
  };

  const frame = (image: ReactNode) =>
    banner ? (
      <BannerFrame data-part="banner-frame">{image}</BannerFrame>
    ) : (
      <Square data-part="picture-frame" data-shape={shape}>
        {image}
      </Square>
    );

  const alert = (lines: Array<string | undefined> | null) => (
    <Alert role="alert" data-part="error">
      {lines ? (
        <>
          <AlertIcon aria-hidden="true" />
          <div>
            {lines.filter(Boolean).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </>
      ) : null}
    </Alert>
  );

  return (
    <Body data-step={editor.step} data-kind={kind}>
      {editor.step === 'preview' && editor.result ? (
        <>
          <PreviewHeading>{m.mediaPreviewHeading}</PreviewHeading>
          <Current data-kind={kind}>{frame(editor.resultUrl ? <img src={editor.resultUrl} alt={banner ? m.newBannerAlt : m.newPictureAlt} /> : null)}</Current>
          {alert(editor.saveError ? [editor.saveError.message, editor.saveError.reason ? m.mediaSaveFailedReason(editor.saveError.reason) : undefined] : null)}
          <Actions>
            <Button variant="ghost" disabled={editor.saving} onClick={editor.back}>
              {ui.back}
            </Button>
            <Button loading={editor.saving} loadingLabel={ui.saving} onClick={() => void save()}>
              {ui.save}
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <Current data-kind={kind}>
            {preparing ? (
              <SkeletonGroup label={m.mediaPreparing} data-part="preparing">
                {banner ? <Skeleton shape="rect" height={120} /> : <Skeleton shape="circle" width={200} />}
              </SkeletonGroup>
            ) : banner ? (
              // A current banner that fails to load is named in its frame, so the owner sees there is one to replace or remove.
              frame(currentSrc ? <ImageWithFallback src={currentSrc} alt={m.currentBannerAlt(name)} onFallback="placeholder" loading="eager" /> : null)
            ) : (
              <Avatar src={currentSrc} name={name || '?'} size={200} shape={shape} />
            )}
            {!preparing && !currentSrc ? <Muted>{banner ? m.noBannerYet : m.noPictureYet}</Muted> : null}
            <Muted>{banner ? m.bannerHint : m.pictureHint}</Muted>
          </Current>
          <MediaApprovalNote />
          {alert(editor.notice ? [editor.notice] : null)}
          <Actions>
            <Button variant="outline" startIcon={<TrashIcon />} disabled={!currentSrc || preparing} onClick={() => setConfirming(true)}>
              {banner ? m.removeBanner : m.deletePhoto}
            </Button>
            <Button ref={changeRef} startIcon={<UploadIcon />} loading={preparing} loadingLabel={m.mediaPreparing} onClick={() => input.current?.click()}>
              {banner ? m.changeBanner : m.changePhoto}
            </Button>
          </Actions>
          {/* The system picker behind the Change button. */}
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            data-part="file-input"
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              event.target.value = '';
              void editor.choose(file);
            }}
          />
        </>
      )}
      <ImageCropDialog
        open={editor.step === 'crop'}
        onOpenChange={(next) => (next ? undefined : editor.cancelCrop())}
        file={editor.source}
        aspect={banner ? CROP_ASPECTS.banner : CROP_ASPECTS.teamAvatar}
        round={!banner && shape === 'circle'}
        title={banner ? m.cropBannerTitle : m.cropPhotoTitle}
        onCropped={editor.cropped}
      />
      <DeleteConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={editor.remove}
        title={banner ? m.removeBanner : m.deletePhoto}
        description={banner ? m.removeBannerConfirm : m.deletePhotoConfirm}
        confirmLabel={banner ? m.removeBannerConfirmLabel : m.deletePhotoConfirmLabel}
      />
    </Body>
  );
}

/**
 * The dialog both profile images share: the current image with its remove and change buttons,
 * then the crop (a nested ImageCropDialog), then a preview with Back and Save. `data-kind` and `data-step`
 * on the content. The ref is the dialog panel.
 */
export const ProfileImageDialog = forwardRef<HTMLDivElement, ProfileImageDialogProps>(function ProfileImageDialog(
  { kind, shape, user, onSaved, onSaveFailed, name, open, defaultOpen, onOpenChange, size, ...rest },
  ref,
) {
  const m = useMessages('profiles', profilesMessages, profilesCatalogs.loaders);
  const [busy, setBusy] = useState(false);
  // Focus starts on Change, not on the destructive Delete/Remove before it.
  const changeRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen ?? false, onChange: onOpenChange });

  return (
    <Dialog
      ref={ref}
      open={isOpen}
      onOpenChange={setOpen}
      title={kind === 'banner' ? m.bannerDialogTitle : m.pictureDialogTitle}
      busy={busy}
      size={size ?? (kind === 'banner' ? 'lg' : 'md')}
      initialFocus={changeRef}
      {...rest}
    >
      {isOpen ? (
        <ProfileImageContent
          kind={kind}
          shape={shape}
          user={user}
          name={name ?? user.full_name ?? ''}
          changeRef={changeRef}
          onSaved={onSaved}
          onSaveFailed={onSaveFailed}
          onClose={() => setOpen(false)}
          onBusyChange={setBusy}
        />
      ) : null}
    </Dialog>
  );
});
