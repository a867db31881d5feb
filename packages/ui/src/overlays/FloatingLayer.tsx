import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';
import { t } from '../theme/theme';
import { useEduTheme } from '../theme/useComponentProps';
import { useIsClient } from './useIsClient';

export interface FloatingLayerProps {
  /** Whether the popup is shown; a closed popup renders nothing. */
  open: boolean;
  /** The stacking tier: `popover` for menus, list boxes and popovers, `tooltip` above them; default `popover`. */
  tier?: 'popover' | 'tooltip';
  /** Keeps the popup mounted, hidden, once it has opened (its content keeps its state); default false. */
  keepMounted?: boolean;
  /** The popup, positioned by `useFloatingPosition`. */
  children: ReactNode;
}

// A box at the document's origin the popups are positioned in, stacked above the kit's dialogs (a list box
// opened in a dialog shows over it). It has no size: what it holds is absolutely positioned.
const Layer = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  &[data-tier='popover'] {
    z-index: ${(p) => t(p).z.popover};
  }
  &[data-tier='tooltip'] {
    z-index: ${(p) => t(p).z.tooltip};
  }
`;

/**
 * Where every anchored popup of the kit renders while open: portalled to `document.body`, so a host
 * container with `overflow: hidden` or its own stacking order never clips or hides it. The layer carries the
 * provider's theme mode (`data-edu-theme`), so the `--edu-*` variables of a nested dark provider still apply
 * out there. Nothing renders on the server or while hydrating (portals wait for a document), nor before the
 * first open.
 */
export function FloatingLayer({ open, tier = 'popover', keepMounted = false, children }: FloatingLayerProps) {
  const isClient = useIsClient();
  const mode = useEduTheme().mode;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!isClient || !(open || (keepMounted && opened))) return null;
  return createPortal(
    <Layer data-edu-theme={mode} data-edu-floating-layer="" data-tier={tier} hidden={!open}>
      {children}
    </Layer>,
    document.body,
  );
}
