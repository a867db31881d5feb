import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import { useControllableState } from '../hooks/useControllableState';
import { focusElement, getTabbable } from '../overlays/focusable';
import { renderTrigger, triggerIdOf, type OverlayTrigger, type OverlayTriggerProps } from '../overlays/trigger';
import { useOutsidePointerDown } from '../overlays/useDismiss';
import { popupSurface } from '../overlays/surface';
import { t } from '../theme/theme';
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
  children?: ReactNode;
  /** Whether the popover is open (controlled); default uncontrolled. */
  open?: boolean;
  /** Whether the popover starts open when uncontrolled; default false. */
  defaultOpen?: boolean;
  /** Called with every requested open state; default none. */
  onOpenChange?: (open: boolean) => void;
  /** Which edge of the trigger the content lines up with; default `start`. */
  align?: 'start' | 'end';
}

const Root = styled.span`
  position: relative;
  display: inline-block;
`;

const Content = styled.div`
  position: absolute;
  top: calc(100% + ${(p) => t(p).space['200']});
  z-index: ${(p) => t(p).z.popover};
  width: max-content;
  min-width: 220px;
  max-width: min(360px, calc(100vw - 32px));
  padding: ${(p) => t(p).space['400']};
  border-radius: ${(p) => t(p).radius.lg};
  line-height: ${(p) => t(p).font['line-height']};
  ${popupSurface}
`;

/**
 * A non-modal popover (disclosure): the trigger toggles a labelled panel of content. Focus moves into it
 * when it holds controls; Escape closes it and returns focus to the trigger; a click or focus outside closes it.
 * State shows as `data-state` (`open` | `closed`) and `data-align`.
 */
export const Popover = forwardRef<HTMLDivElement, PopoverProps>(function Popover(props, ref) {
  const { trigger, label, children, open: openProp, defaultOpen = false, onOpenChange, align = 'start', ...rest } =
    useComponentProps('Popover', props);
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const id = useId();
  const contentId = `${id}-content`;
  const triggerId = triggerIdOf(trigger, `${id}-trigger`);
  const rootRef = useRef<HTMLSpanElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const contentRefs = useMemo(() => mergeRefs(ref, contentRef), [ref]);

  useEffect(() => {
    if (open) focusElement(getTabbable(contentRef.current)[0]);
  }, [open]);

  useOutsidePointerDown(rootRef, open, () => setOpen(false));

  const triggerProps: OverlayTriggerProps = {
    id: triggerId,
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': contentId,
    onClick: () => setOpen(!open),
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Only the popover closes: an enclosing dialog stays open.
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    focusElement(rootRef.current?.ownerDocument.getElementById(triggerId));
  };

  const handleBlur = (event: FocusEvent<HTMLSpanElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    <Root ref={rootRef} data-state={open ? 'open' : 'closed'} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      {renderTrigger(trigger, triggerProps, open)}
      <Content
        ref={contentRefs}
        id={contentId}
        role="dialog"
        aria-label={label}
        tabIndex={-1}
        hidden={!open}
        data-state={open ? 'open' : 'closed'}
        data-align={align}
        {...rest}
      >
        {children}
      </Content>
    </Root>
  );
});
