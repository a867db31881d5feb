import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import { useControllableState } from '../hooks/useControllableState';
import { FloatingLayer } from '../overlays/FloatingLayer';
import { focusAfter, focusElement, getTabbable } from '../overlays/focusable';
import { renderTrigger, triggerIdOf, type OverlayTrigger, type OverlayTriggerProps } from '../overlays/trigger';
import { useOutsidePointerDown } from '../overlays/useDismiss';
import { useFloatingPosition } from '../overlays/useFloatingPosition';
import { popupSurface } from '../overlays/surface';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { mergeRefs } from '../utils/events';

/** The props a render-function trigger must spread onto its button. */
export type PopoverTriggerProps = OverlayTriggerProps;

export interface PopoverProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The button that toggles the popover: an element (we add the ARIA and handlers) or `(props, { open }) => node`. Required. */
  trigger: OverlayTrigger;
  /** The accessible name of the popover's content, e.g. "Filter events". Required. */
  label: string;
  /** The content. */
  children?: ReactNode | undefined;
  /** Whether the popover is open (controlled); default uncontrolled. */
  open?: boolean | undefined;
  /** Whether the popover starts open when uncontrolled; default false. */
  defaultOpen?: boolean | undefined;
  /** Called with every requested open state; default none. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Which edge of the trigger the content lines up with; default `start`. */
  align?: 'start' | 'end' | undefined;
}

const Root = styled.span`
  position: relative;
  display: inline-block;
`;

const Content = styled.div`
  box-sizing: border-box;
  width: max-content;
  min-width: 220px;
  overflow: auto;
  padding: ${tokens.space['400']};
  border-radius: ${tokens.radius.lg};
  line-height: ${tokens.font['line-height']};
  ${popupSurface}
`;

/**
 * A non-modal popover (disclosure): the trigger toggles a labelled panel of content. Focus moves into it
 * when it holds controls; Escape closes it and returns focus to the trigger; a click or focus outside closes it;
 * Tab past its last control closes it and goes on from the trigger. The open panel renders in a portal
 * (`FloatingLayer`), placed by Floating UI. State shows as `data-state` (`open` | `closed`) and `data-align`.
 */
export const Popover = forwardRef<HTMLDivElement, PopoverProps>(function Popover(props, ref) {
  const { trigger, label, children, open: openProp, defaultOpen = false, onOpenChange, align = 'start', ...rest } =
    useComponentProps('Popover', props);
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const id = useId();
  const contentId = `${id}-content`;
  const triggerId = triggerIdOf(trigger, `${id}-trigger`);
  const position = useFloatingPosition({ open, placement: align === 'end' ? 'bottom-end' : 'bottom-start', gap: 8, maxWidth: '360px' });
  const anchor = position.reference;
  // An element in state, not a ref: focus moves in once the portalled panel has mounted.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const contentRefs = useMemo(() => mergeRefs<HTMLDivElement>(ref, setContent, position.setFloating), [ref, position.setFloating]);

  useEffect(() => {
    if (open && content) focusElement(getTabbable(content)[0]);
  }, [open, content]);

  useOutsidePointerDown(anchor, content, open, () => setOpen(false));

  const triggerProps: OverlayTriggerProps = {
    id: triggerId,
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    // The panel is a portal, in the document from its first open on (then kept, hidden, with its content's state).
    'aria-controls': content ? contentId : undefined,
    onClick: () => setOpen(!open),
  };

  /** Closes, with focus back on the trigger; returns the trigger. */
  const closeToTrigger = () => {
    setOpen(false);
    const triggerElement = anchor?.ownerDocument.getElementById(triggerId);
    focusElement(triggerElement);
    return triggerElement;
  };

  // React delivers the portalled panel's keys and blurs here too (it bubbles through the component tree).
  const handleKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      // Only the popover closes: an enclosing dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      closeToTrigger();
      return;
    }
    if (event.key !== 'Tab' || !content) return;
    const tabbable = getTabbable(content);
    // The panel is not after the trigger in the page: Tab from the trigger goes into it, as it did in place.
    if (!content.contains(event.target as Node)) {
      if (!event.shiftKey && tabbable[0] && anchor?.contains(event.target as Node)) {
        event.preventDefault();
        focusElement(tabbable[0]);
      }
      return;
    }
    // The panel sits at the end of the page: Tab past its edges would leave from there. Past the last
    // control it closes and goes on after the trigger; before the first it closes onto the trigger.
    const edge = event.shiftKey ? tabbable[0] : tabbable[tabbable.length - 1];
    if (tabbable.length > 0 && event.target !== edge && event.target !== content) return;
    event.preventDefault();
    const triggerElement = closeToTrigger();
    if (!event.shiftKey) focusAfter(triggerElement);
  };

  const handleBlur = (event: FocusEvent<HTMLSpanElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !anchor?.contains(next) && !content?.contains(next)) setOpen(false);
  };

  return (
    <Root ref={position.setReference} data-state={open ? 'open' : 'closed'} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      {renderTrigger(trigger, triggerProps, open)}
      <FloatingLayer open={open} keepMounted>
        <Content
          ref={contentRefs}
          id={contentId}
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          data-state={open ? 'open' : 'closed'}
          data-align={align}
          {...rest}
        >
          {children}
        </Content>
      </FloatingLayer>
    </Root>
  );
});
