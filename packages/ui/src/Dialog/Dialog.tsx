import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useLanguageAttributes } from '../i18n/useLanguage';
import { styled } from 'styled-components';
import { useControllableState } from '../hooks/useControllableState';
import { useMessages } from '../EduProvider/context';
import { overlayMessages } from '../messages/overlays';
import { focusElement, getTabbable } from '../overlays/focusable';
import { IconCloseButton } from '../overlays/IconCloseButton';
import { isTopLayer, OverlayLayerContext, useOverlayLayer, type OverlayLayerContextValue } from '../overlays/layers';
import { inertOthers, lockScroll } from '../overlays/modal';
import { useIsClient } from '../overlays/useIsClient';
import { heading, surfaceText } from '../theme/mixins';
import { themeOverrides, tokens } from '../theme/theme';
import { useComponentProps, useEduTheme } from '../theme/useComponentProps';
import { composeEventHandlers, mergeRefs } from '../utils/events';
import { uiCatalogs } from '../messages/catalogs';

export type DialogSize = 'sm' | 'md' | 'lg' | 'fullscreen';

export interface DialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** Whether the dialog is open (controlled); default uncontrolled. */
  open?: boolean | undefined;
  /** Whether the dialog starts open when uncontrolled; default false. */
  defaultOpen?: boolean | undefined;
  /** Called with `false` when the user asks to close (Escape, close button, backdrop); default none. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The dialog's heading; it is also the dialog's accessible name. Required. */
  title: ReactNode;
  /** A short text under the title that describes the dialog (aria-describedby); default none. */
  description?: ReactNode | undefined;
  /** The dialog's content. */
  children?: ReactNode | undefined;
  /** Actions shown at the bottom, usually Buttons; default none. */
  footer?: ReactNode | undefined;
  /** While true, Escape, the close button and the backdrop do nothing, and the dialog is aria-busy; default false. */
  busy?: boolean | undefined;
  /** Whether a click on the backdrop closes the dialog; default true. */
  closeOnBackdrop?: boolean | undefined;
  /** The element to focus on open; default the first focusable element inside, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Where the dialog is portalled; default `document.body`. Also settable through the theme's default props. */
  container?: Element | null | undefined;
  /** Width of the dialog; default `md`. */
  size?: DialogSize | undefined;
  /** Hides the close button (Escape still closes unless busy); default false. */
  hideCloseButton?: boolean | undefined;
  /** Accessible name of the close button; default the ui message `close`. */
  closeLabel?: string | undefined;
  /** Keeps the closed dialog in the DOM (hidden, `data-state="closed"`), e.g. to keep uncontrolled inputs; default false. */
  keepMounted?: boolean | undefined;
}

const widths: Record<DialogSize, string> = { sm: '400px', md: '560px', lg: '800px', fullscreen: 'none' };

const Layer = styled.div`
  /* Portalled out of the provider's element: a host's createTheme overrides are written here too. */
  ${themeOverrides}
  position: fixed;
  inset: 0;
  z-index: ${tokens.z.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${tokens.space['400']};
  background: ${tokens.color.overlay};
  &[hidden] {
    display: none;
  }
  &[data-size='fullscreen'] {
    padding: 0;
  }
`;

const Panel = styled.div<{ $size: DialogSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${(p) => widths[p.$size]};
  max-height: calc(100dvh - 2 * ${tokens.space['400']});
  ${surfaceText}
  background: ${tokens.color['surface-raised']};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.lg};
  font-size: ${tokens.font['size-md']};
  line-height: ${tokens.font['line-height']};
  /* Forced colours drop the shadow that sets the panel off the page behind it: a border takes its place. */
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
  /* Focused only as a fallback when it holds nothing focusable; the ring belongs to its controls. */
  &:focus {
    outline: none;
  }
  &[data-size='fullscreen'] {
    height: 100dvh;
    max-height: none;
    border-radius: 0;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${tokens.space['300']};
  padding: ${tokens.space['500']} ${tokens.space['600']} 0;
`;

const Heading = styled.div`
  min-width: 0;
`;

const Title = styled.h2`
  ${heading}
  font-size: ${tokens.font['size-xl']};
  line-height: 1.3;
`;

const Description = styled.div`
  margin-top: ${tokens.space['100']};
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
`;

const CloseButton = styled(IconCloseButton)`
  margin: -4px 0 0;
  margin-inline-end: -8px;
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: ${tokens.space['400']} ${tokens.space['600']};
`;

// Where popups opened in the dialog render: inside the aria-modal panel, so a screen reader kept to the dialog
// reaches them. It has no size; what it holds is fixed-positioned against the viewport.
const PopupRoot = styled.div`
  position: absolute;
  top: 0;
  left: 0; /* physical: the origin of the popups' viewport (physical) coordinates */
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space['200']};
  padding: ${tokens.space['300']} ${tokens.space['600']} ${tokens.space['500']};
`;

/**
 * A modal dialog (WAI-ARIA dialog pattern), portalled to `container`. While open, focus is trapped inside,
 * the rest of the page is inert and the body does not scroll; on close, focus returns to where it was.
 * Popups opened inside render inside its panel, and Escape closes the innermost of them first.
 * State shows as `data-state` (`open` | `closed`), `data-size` and `data-busy`.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(props, ref) {
  const {
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    title,
    description,
    children,
    footer,
    busy = false,
    closeOnBackdrop = true,
    initialFocus,
    container,
    size = 'md',
    hideCloseButton = false,
    closeLabel,
    keepMounted = false,
    onKeyDown,
    ...rest
  } = useComponentProps('Dialog', props);
  const themeMode = useEduTheme().mode;
  const language = useLanguageAttributes();
  const messages = useMessages('ui', overlayMessages, uiCatalogs.loaders);
  const isClient = useIsClient();
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const titleId = useId();
  const descriptionId = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pointerDownOnBackdrop = useRef(false);
  const panelRefs = useMemo(() => mergeRefs(ref, panelRef), [ref]);
  const layer = useOverlayLayer(open && isClient);
  // An element in state: popups opened inside wait for it, then portal there.
  const [popupRoot, setPopupRoot] = useState<HTMLDivElement | null>(null);
  const layerContext = useMemo<OverlayLayerContextValue>(() => ({ layer, container: popupRoot }), [layer, popupRoot]);
  // Read at open time only: a new ref object on a later render must not re-run the open effect.
  const initialFocusRef = useRef(initialFocus);
  useEffect(() => {
    initialFocusRef.current = initialFocus;
  });

  useEffect(() => {
    const panel = panelRef.current;
    const layer = layerRef.current;
    if (!open || !panel || !layer) return;
    const doc = panel.ownerDocument;
    const previous = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
    const undoInert = inertOthers(layer);
    const unlockScroll = lockScroll(doc);
    // The close button is a last resort for first focus: it would end the dialog on a stray Enter.
    const first = getTabbable(panel).find((element) => element !== closeRef.current);
    focusElement(initialFocusRef.current?.current ?? first ?? panel);
    return () => {
      undoInert();
      unlockScroll();
      if (previous?.isConnected) focusElement(previous);
    };
  }, [open, isClient]);

  if (!isClient || (!open && !keepMounted)) return null;

  const requestClose = () => {
    if (!busy) setOpen(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    // React bubbles events from portalled children (a nested dialog) through here: only handle our own DOM.
    if (!panel || !(event.target instanceof Node) || !panel.contains(event.target)) return;
    if (event.key === 'Escape') {
      // A list box, menu or tooltip open in the dialog takes this Escape; the dialog and its input stay.
      if (!isTopLayer(layer, event.nativeEvent)) return;
      event.preventDefault();
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const tabbable = getTabbable(panel);
    const active = panel.ownerDocument.activeElement;
    if (tabbable.length === 0) {
      event.preventDefault();
      focusElement(panel);
    } else if (event.shiftKey && (active === tabbable[0] || active === panel)) {
      event.preventDefault();
      focusElement(tabbable[tabbable.length - 1]);
    } else if (!event.shiftKey && active === tabbable[tabbable.length - 1]) {
      event.preventDefault();
      focusElement(tabbable[0]);
    }
  };

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    // Both ends of the click must be on the backdrop: a text selection dragged out of the panel must not close it.
    const onBackdropNow = event.target === event.currentTarget;
    if (event.type === 'mousedown') {
      pointerDownOnBackdrop.current = onBackdropNow;
    } else if (onBackdropNow && pointerDownOnBackdrop.current && closeOnBackdrop) {
      requestClose();
    }
  };

  const state = open ? 'open' : 'closed';
  return createPortal(
    // Portalled out of the host's subtree: the layer names the provider's mode so its tokens follow it.
    <Layer
      data-edu-theme={themeMode}
      lang={language.lang}
      dir={language.dir}
      ref={layerRef}
      hidden={!open}
      data-state={state}
      data-size={size}
      data-edu-dialog-layer=""
      onMouseDown={onBackdrop}
      onClick={onBackdrop}
    >
      <Panel
        ref={panelRefs}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={busy || undefined}
        tabIndex={-1}
        $size={size}
        data-state={state}
        data-size={size}
        data-busy={busy ? '' : undefined}
        onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
        {...rest}
      >
        <OverlayLayerContext.Provider value={layerContext}>
          <Header>
            <Heading>
              <Title id={titleId}>{title}</Title>
              {description ? <Description id={descriptionId}>{description}</Description> : null}
            </Heading>
            {hideCloseButton ? null : (
              <CloseButton
                ref={closeRef}
                aria-label={closeLabel ?? messages.close}
                aria-disabled={busy || undefined}
                onClick={requestClose}
              />
            )}
          </Header>
          <Body data-part="body">{children}</Body>
          {footer ? <Footer data-part="footer">{footer}</Footer> : null}
          <PopupRoot ref={setPopupRoot} data-part="popups" />
        </OverlayLayerContext.Provider>
      </Panel>
    </Layer>,
    container ?? document.body,
  );
});
