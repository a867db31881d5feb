import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';
import { themeOverrides, tokens } from '../theme/theme';
import { useEduTheme } from '../theme/useComponentProps';
import { OverlayLayerContext, useOverlayLayer, useOverlayLayerContext } from './layers';
import { useIsClient } from './useIsClient';
import { useLanguageAttributes } from '../i18n/useLanguage';

export interface FloatingLayerProps {
  /** Whether the popup is shown; a closed popup renders nothing. */
  open: boolean;
  /** The stacking tier: `popover` for menus, list boxes and popovers, `tooltip` above them; default `popover`. */
  tier?: 'popover' | 'tooltip' | undefined;
  /** Keeps the popup mounted, hidden, once it has opened (its content keeps its state); default false. */
  keepMounted?: boolean | undefined;
  /** The popup, positioned by `useFloatingPosition`. */
  children: ReactNode;
}

// A box at the document's origin the popups are positioned in, stacked above the kit's dialogs (a list box
// opened in a dialog shows over it). It has no size: what it holds is absolutely positioned.
const Layer = styled.div`
  /* Portalled out of the provider's element: a host's createTheme overrides are written here too. */
  ${themeOverrides}
  position: absolute;
  top: 0;
  inset-inline: 0;
  &[data-tier='popover'] {
    z-index: ${tokens.z.popover};
  }
  &[data-tier='tooltip'] {
    z-index: ${tokens.z.tooltip};
  }
`;

/**
 * Where every anchored popup of the kit renders while open: portalled to `document.body`, so a host
 * container with `overflow: hidden` or its own stacking order never clips or hides it; inside a modal dialog,
 * to the dialog's popup container in its `aria-modal` panel, so a screen reader confined to the dialog reaches
 * it (placed with `position: fixed` there, so the dialog's scrolling body does not clip it). While open it is
 * a layer of the Escape stack: the dialog around it leaves that Escape to the popup. The layer carries the
 * provider's theme mode (`data-edu-theme`), so the `--edu-*` variables of a nested dark provider still apply
 * out there. Nothing renders on the server or while hydrating (portals wait for a document), nor before the
 * first open.
 */
export function FloatingLayer({ open, tier = 'popover', keepMounted = false, children }: FloatingLayerProps) {
  const isClient = useIsClient();
  const mode = useEduTheme().mode;
  const language = useLanguageAttributes();
  const enclosing = useOverlayLayerContext();
  const layer = useOverlayLayer(open && isClient);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // In a dialog whose panel has not mounted yet, wait for it rather than open on the body and move.
  const container = enclosing ? enclosing.container : 'body';
  if (!isClient || !container || !(open || (keepMounted && opened))) return null;
  return createPortal(
    <OverlayLayerContext.Provider value={{ layer, container }}>
      <Layer data-edu-theme={mode} lang={language.lang} dir={language.dir} data-edu-floating-layer="" data-tier={tier} hidden={!open}>
        {children}
      </Layer>
    </OverlayLayerContext.Provider>,
    container === 'body' ? document.body : container,
  );
}
