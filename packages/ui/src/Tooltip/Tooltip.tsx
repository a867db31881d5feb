import {
  cloneElement,
  forwardRef,
  isValidElement,
  useEffect,
  useId,
  useMemo,
  useRef,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import { useControllableState } from '../hooks/useControllableState';
import { FloatingLayer } from '../overlays/FloatingLayer';
import { useFloatingPosition } from '../overlays/useFloatingPosition';
import { useIsClient } from '../overlays/useIsClient';
import { surfaceText } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { mergeRefs } from '../utils/events';

export type TooltipPlacement = 'top' | 'bottom';

export interface TooltipProps extends Omit<HTMLAttributes<HTMLDivElement>, 'content' | 'children'> {
  /** The tooltip's text (or a node of inline content); it becomes the trigger's description. Required. */
  content: ReactNode;
  /** The trigger: one focusable element (a button or a link) that can take `aria-describedby`. Required. */
  children: ReactElement;
  /** Whether the tooltip shows (controlled); default uncontrolled. */
  open?: boolean | undefined;
  /** Whether the tooltip starts shown when uncontrolled; default false. */
  defaultOpen?: boolean | undefined;
  /** Called with every requested change; default none. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Milliseconds the pointer rests on the trigger before the tooltip shows (keyboard focus shows it at once); default 400. */
  delayMs?: number | undefined;
  /** Side of the trigger the tooltip appears on; default `top`. */
  placement?: TooltipPlacement | undefined;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.div`
  box-sizing: border-box;
  width: max-content;
  max-width: 260px;
  padding: ${tokens.space['100']} ${tokens.space['200']};
  border-radius: ${tokens.radius.sm};
  ${surfaceText}
  background: ${tokens.color.text};
  color: ${tokens.color['text-inverse']};
  box-shadow: ${tokens.shadow.md};
  font-size: ${tokens.font['size-sm']};
  line-height: 1.4;
  text-align: center;
  white-space: normal;
  &[hidden] {
    display: none;
  }
  /* A bridge over the gap, so the pointer can move onto the tooltip without it vanishing (WCAG 1.4.13). */
  &::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    height: 8px;
  }
  &[data-placement='top']::before {
    top: 100%;
  }
  &[data-placement='bottom']::before {
    bottom: 100%;
  }
`;

type TriggerProps = { 'aria-describedby'?: string | undefined };

/** How long a tooltip stays after the pointer leaves its trigger or itself, for the pointer to cross between them. */
const HOVER_GRACE_MS = 300;

/**
 * A tooltip: a short description of its trigger, shown on hover (after `delayMs`) and on keyboard focus,
 * hidden on Escape, blur and mouse leave. It is the trigger's aria-describedby, so it must never be the
 * only way to get essential information: it repeats or explains, it does not replace a visible label.
 * Shown, it renders in a portal (`FloatingLayer`), placed by Floating UI (it flips when there is no room);
 * hidden, it stays in place, so the description is there on the server and before the first hover.
 * State shows as `data-state` (`open` | `closed`) and `data-placement` (the side it shows on).
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(props, ref) {
  const {
    content,
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    delayMs = 400,
    placement = 'top',
    id: idProp,
    ...rest
  } = useComponentProps('Tooltip', props);
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressing = useRef(false);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const isClient = useIsClient();
  const position = useFloatingPosition({ open, placement, gap: 8 });
  const anchorRefs = useMemo(() => mergeRefs(anchorRef, position.setReference), [position.setReference]);
  const bubbleRef = useMemo(() => mergeRefs(ref, position.setFloating), [ref, position.setFloating]);
  // Shown in the browser, it floats in the portal; otherwise the hidden bubble stays in place, so the trigger's
  // aria-describedby always finds it.
  const floating = open && isClient;

  const cancelTimer = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const show = () => {
    cancelTimer();
    setOpen(true);
  };
  const hide = () => {
    cancelTimer();
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // Escape also works while the pointer rests on the trigger and focus is elsewhere.
  useEffect(() => {
    const doc = anchorRef.current?.ownerDocument;
    if (!open || !doc) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        clearTimeout(timer.current);
        setOpen(false);
      }
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  const handlers = {
    // The bubble is a React child of the anchor (through its portal): entering it counts as entering the anchor.
    onPointerEnter: (event: PointerEvent<HTMLSpanElement>) => {
      if (event.pointerType === 'touch') return;
      cancelTimer();
      if (!open) timer.current = setTimeout(() => setOpen(true), delayMs);
    },
    // Not at once: the pointer may be crossing the gap onto the tooltip to read it (content on hover stays hoverable).
    onPointerLeave: () => {
      cancelTimer();
      timer.current = setTimeout(() => setOpen(false), HOVER_GRACE_MS);
    },
    // A click focuses the trigger too; that is not a request for its tooltip.
    onPointerDown: () => {
      pressing.current = true;
      hide();
    },
    onPointerUp: () => {
      pressing.current = false;
    },
    onFocus: () => {
      if (!pressing.current) show();
    },
    onBlur: (event: FocusEvent<HTMLSpanElement>) => {
      pressing.current = false;
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) hide();
    },
    onKeyDown: (event: KeyboardEvent<HTMLSpanElement>) => {
      if (event.key === 'Escape' && open) {
        // Only the tooltip closes: an enclosing dialog stays open.
        event.stopPropagation();
        hide();
      }
    },
  };

  const trigger = isValidElement<TriggerProps>(children)
    ? cloneElement(children, {
        'aria-describedby': [children.props['aria-describedby'], id].filter(Boolean).join(' '),
      })
    : children;

  return (
    <Anchor ref={anchorRefs} data-state={open ? 'open' : 'closed'} {...handlers}>
      {trigger}
      {floating ? null : (
        <Bubble ref={ref} role="tooltip" id={id} hidden data-state="closed" data-placement={placement} {...rest}>
          {content}
        </Bubble>
      )}
      <FloatingLayer open={floating} tier="tooltip">
        <Bubble
          ref={bubbleRef}
          role="tooltip"
          id={id}
          data-state="open"
          data-placement={position.placement.startsWith('bottom') ? 'bottom' : 'top'}
          {...rest}
        >
          {content}
        </Bubble>
      </FloatingLayer>
    </Anchor>
  );
});
