import { forwardRef, memo, useCallback, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { useEdu, useMessages } from '../EduProvider/context';
import { ErrorState } from '../ErrorState';
import { useControllableState } from '../hooks/useControllableState';
import { useLatest } from '@edupassport/internal/useLatest';
import { shareImageMessages } from '../messages/shareImage';
import { shareTargetId, type ShareTarget } from '../share/types';
import { Skeleton } from '../Skeleton';
import { tokens } from '../theme/theme';
import { SHARE_POSTER_HEIGHT, SHARE_POSTER_WIDTH, type ShareImageConverter, type ShareImageTimeouts } from './shareImageCore';
import { SharePoster } from './SharePoster';
import { useShareImage } from './useShareImage';
import { uiCatalogs } from '../messages/catalogs';

/** Where 'Open Instagram' goes. */
export const INSTAGRAM_URL = 'https://www.instagram.com/';

export interface ShareImageDialogProps
  extends Omit<DialogProps, 'title' | 'children' | 'footer' | 'open' | 'defaultOpen' | 'onOpenChange' | 'busy' | 'keepMounted'> {
  /** Whether the dialog is open (controlled); default uncontrolled. */
  open?: boolean | undefined;
  /** Whether the dialog starts open when uncontrolled; default false. */
  defaultOpen?: boolean | undefined;
  /** Called when the dialog asks to open or close; default none. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** What the poster shows; required. */
  target: ShareTarget;
  /** Turns the poster into a PNG; default html-to-image, loaded on demand. For tests and hosts with their own renderer. */
  converter?: ShareImageConverter | undefined;
  /** Overrides of the time bounds in milliseconds; default the spec. */
  timeouts?: Partial<ShareImageTimeouts> | undefined;
  /** Width of the dialog; default `sm` (the preview is a tall phone picture). */
  size?: DialogProps['size'] | undefined;
}

const Preview = styled.div`
  display: flex;
  justify-content: center;
  height: min(56vh, 540px);
  img,
  [data-part='placeholder'] {
    height: 100%;
    width: auto;
    aspect-ratio: ${SHARE_POSTER_WIDTH} / ${SHARE_POSTER_HEIGHT};
    border-radius: ${tokens.radius.md};
    box-shadow: ${tokens.shadow.md};
  }
  &[data-status='failed'] {
    height: auto;
  }
`;

const Status = styled.p`
  margin: ${tokens.space['300']} 0 0;
  min-height: 1.5em;
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
  text-align: center;
`;

// Laid out (so it can be measured and drawn) but off-screen and out of the way.
const Stage = styled.div`
  position: fixed;
  top: 0;
  left: -10000px; /* physical: off-screen on the left in either direction */
  pointer-events: none;
`;

const DownloadLink = styled(Button)``;

/**
 * Renders the poster and starts the generation once it is in the document; cancels it when it leaves.
 * Memoised: the dialog re-renders at every progress step, the poster need not.
 */
const PosterStage = memo(function PosterStage({ target, onMount }: { target: ShareTarget; onMount: (node: HTMLElement | null) => () => void }) {
  const poster = useRef<HTMLDivElement>(null);
  const mount = useLatest(onMount);
  useEffect(() => mount.current(poster.current), [mount]);
  return (
    <Stage data-part="stage">
      <SharePoster ref={poster} target={target} />
    </Stage>
  );
});

/**
 * The 'Share to Instagram' dialog of the spec: when it opens it draws the target's poster and shows the
 * progress, then the generated PNG with Download (`share-{type}.png`) and Open Instagram. Closing it
 * cancels the work quietly; a failure shows the toast and a retry.
 */
export const ShareImageDialog = forwardRef<HTMLDivElement, ShareImageDialogProps>(function ShareImageDialog(props, ref) {
  const { open: openProp, defaultOpen = false, onOpenChange, target, converter, timeouts, size = 'sm', ...rest } = props;
  const m = useMessages('ui', shareImageMessages, uiCatalogs.loaders);
  const { navigate } = useEdu();
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const share = useShareImage({ converter, timeouts });
  const posterNode = useRef<HTMLElement | null>(null);
  const { generate, abort } = share;
  const typeName = m.shareImageTypeName[target.type];
  const fileName = `share-${target.type}.png`;

  const onStageMount = useCallback(
    (node: HTMLElement | null) => {
      posterNode.current = node;
      void generate(node);
      return () => {
        posterNode.current = null;
        abort();
      };
    },
    [generate, abort],
  );

  const ready = share.status === 'ready' && share.imageUrl;
  const footer = (
    <>
      {ready ? (
        <DownloadLink forwardedAs="a" href={share.imageUrl ?? undefined} download={fileName} type={null as never}>
          {m.shareImageDownload}
        </DownloadLink>
      ) : (
        <Button disabled>{m.shareImageDownload}</Button>
      )}
      <Button variant="outline" onClick={() => navigate(INSTAGRAM_URL, { newTab: true })}>
        {m.shareImageOpenInstagram}
      </Button>
    </>
  );

  return (
    <Dialog
      ref={ref}
      open={open}
      onOpenChange={setOpen}
      title={m.shareImageDialogTitle}
      size={size}
      footer={footer}
      data-status={share.status}
      {...rest}
    >
      <Preview data-status={share.status}>
        {share.status === 'failed' ? (
          <ErrorState title={m.shareImageFailed} onRetry={() => void generate(posterNode.current)} />
        ) : ready ? (
          <img src={share.imageUrl ?? undefined} alt={m.shareImagePreviewAlt(typeName)} data-part="preview" />
        ) : (
          <Skeleton shape="rect" data-part="placeholder" />
        )}
      </Preview>
      <Status role="status">{share.progress}</Status>
      <PosterStage key={`${target.type}:${shareTargetId(target)}`} target={target} onMount={onStageMount} />
    </Dialog>
  );
});
