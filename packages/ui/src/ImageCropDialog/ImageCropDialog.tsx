import { forwardRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { useControllableState } from '../hooks/useControllableState';
import { useErrorText } from '../hooks/useErrorText';
import { AlertIcon } from '../icons';
import { useMessages } from '../EduProvider/context';
import { cropMessages } from '../messages/crop';
import { overlayMessages } from '../messages/overlays';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { tokens } from '../theme/theme';
import { onDemand } from '../onDemand/onDemand';
import { compressImage, cropImage, ImageProcessingError, imageErrorMessage, type CompressImageOptions, type PixelArea } from './compressImage';
import { useCropSource } from './useCropSource';
import { uiCatalogs } from '../messages/catalogs';

export interface ImageCropDialogProps extends Omit<DialogProps, 'title' | 'children' | 'footer' | 'busy'> {
  /** The image to crop; null shows 'No file selected'. */
  file: File | Blob | null;
  /** Width divided by height of the crop frame, e.g. `CROP_ASPECTS.banner`; default 1. */
  aspect?: number | undefined;
  /** Shrinks the image to these limits before cropping, and the result after (banner: `BANNER_COMPRESSION`); default none. */
  compress?: CompressImageOptions | undefined;
  /** Receives the cropped image; the dialog closes when it resolves and shows its error when it rejects. */
  onCropped: (file: File) => void | Promise<void>;
  /** The dialog's title; default 'Crop image'. */
  title?: ReactNode | undefined;
  /** A round frame, for avatars; default false. */
  round?: boolean | undefined;
  /** The confirm button's label; default 'Apply'. */
  applyLabel?: string | undefined;
}

const Alert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space['200']};
  padding: ${tokens.space['300']};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color['surface-muted']};
  color: ${tokens.color.danger};
  font-weight: ${tokens.font['weight-medium']};
  &:empty {
    position: absolute;
    padding: 0;
  }
  & > svg {
    flex: none;
    margin-top: 0.2em;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${tokens.space['300']};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${tokens.space['200']};
  margin-top: ${tokens.space['200']};
`;

const Loading = ({ label }: { label: string }) => (
  <SkeletonGroup label={label} data-part="loading">
    <Skeleton shape="rect" height={320} />
    <Skeleton width="60%" />
  </SkeletonGroup>
);

function CropAreaLoading() {
  return <Loading label={useMessages('ui', cropMessages, uiCatalogs.loaders).cropLoading} />;
}

// react-easy-crop downloads only when a crop dialog opens, never with a card.
const CropArea = onDemand(() => import('./CropArea').then((module) => module.default), { fallback: <CropAreaLoading /> });

interface ContentProps {
  file: File | Blob | null;
  aspect: number;
  compress?: CompressImageOptions | undefined;
  round: boolean;
  applyLabel?: string | undefined;
  onCropped: (file: File) => void | Promise<void>;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

/** What the open dialog holds; unmounted on close, so zoom, position and errors start fresh each time. */
function CropContent({ file, aspect, compress, round, applyLabel, onCropped, onClose, onBusyChange }: ContentProps) {
  const m = useMessages('ui', cropMessages, uiCatalogs.loaders);
  const errorText = useErrorText();
  const { cancel } = useMessages('ui', overlayMessages, uiCatalogs.loaders);
  const source = useCropSource(file, { active: true, compress });
  const [area, setArea] = useState<PixelArea | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sourceError = source.error ? imageErrorMessage(source.error, m) : null;
  const shown = sourceError ?? failure;

  const apply = async () => {
    if (!source.file || !area) return;
    setFailure(null);
    setBusy(true);
    onBusyChange(true);
    try {
      let result = await cropImage(source.file, area);
      if (compress) result = await compressImage(result, compress);
      await onCropped(result);
      onClose();
    } catch (error) {
      setFailure(error instanceof ImageProcessingError ? imageErrorMessage(error.code, m) : errorText(error, m.cropFailed));
    } finally {
      setBusy(false);
      onBusyChange(false);
    }
  };

  return (
    <Body data-state={busy ? 'cropping' : source.status}>
      {source.status === 'preparing' ? <Loading label={m.cropPreparing} /> : null}
      {source.status === 'ready' && source.url ? (
        <CropArea url={source.url} aspect={aspect} round={round} onAreaChange={setArea} />
      ) : null}
      <Alert role="alert" data-part="error">
        {shown ? (
          <>
            <AlertIcon aria-hidden="true" />
            <span>{shown}</span>
          </>
        ) : null}
      </Alert>
      <Actions>
        <Button variant="ghost" disabled={busy} onClick={onClose}>
          {cancel}
        </Button>
        {source.status === 'error' ? null : (
          <Button loading={busy} loadingLabel={m.cropApplying} disabled={!area} onClick={() => void apply()}>
            {applyLabel ?? m.cropApply}
          </Button>
        )}
      </Actions>
    </Body>
  );
}

/**
 * Crops an image to a fixed aspect (react-easy-crop, loaded on demand): drag or arrow keys on the crop
 * frame to move, the Zoom slider to zoom, Apply to get the cropped File (canvas). With `compress` the
 * image is shrunk to the limits before cropping and the result is kept within them. The spec's
 * messages: 'No file selected', 'Please upload an image file', 'Failed to process image', 'Failed to
 * compress image', 'Failed to crop image'. The ref is the dialog panel.
 */
export const ImageCropDialog = forwardRef<HTMLDivElement, ImageCropDialogProps>(function ImageCropDialog(
  { file, aspect = 1, compress, onCropped, title, round = false, applyLabel, open, defaultOpen, onOpenChange, size = 'lg', ...rest },
  ref,
) {
  const m = useMessages('ui', cropMessages, uiCatalogs.loaders);
  const [busy, setBusy] = useState(false);
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen ?? false, onChange: onOpenChange });

  return (
    <Dialog
      ref={ref}
      open={isOpen}
      onOpenChange={setOpen}
      title={title ?? m.cropTitle}
      busy={busy}
      size={size}
      {...rest}
    >
      {isOpen ? (
        <CropContent
          file={file}
          aspect={aspect}
          compress={compress}
          round={round}
          applyLabel={applyLabel}
          onCropped={onCropped}
          onClose={() => setOpen(false)}
          onBusyChange={setBusy}
        />
      ) : null}
    </Dialog>
  );
});
