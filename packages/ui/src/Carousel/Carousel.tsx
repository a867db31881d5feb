import {
  Children,
  forwardRef,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import { useControllableState } from '../hooks/useControllableState';
import { inlineArrowStep } from '../i18n/direction';
import { NextIcon, PreviousIcon } from '../icons/directional';
import { IconButton } from '../IconButton';
import { useMessages } from '../EduProvider/context';
import { carouselMessages } from '../messages/carousel';
import { focusRing, visuallyHidden } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { composeEventHandlers, mergeRefs } from '../utils/events';
import { uiCatalogs } from '../messages/catalogs';

export interface CarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The carousel's accessible name, e.g. 'Event gallery'; required unless `aria-labelledby` is given. */
  label?: string | undefined;
  /** The slides; default the children, one slide each. */
  items?: ReactNode[] | undefined;
  /** The slides when `items` is not given, one per child. */
  children?: ReactNode | undefined;
  /** How many slides a page shows side by side (at most, with `minItemWidth`); default 1 (the profile carousels use 4). */
  itemsPerPage?: number | undefined;
  /**
   * The narrowest a slide may get, in px: a page then shows as many slides as fit the carousel's width (at least
   * one, at most `itemsPerPage`), and fewer slides than that share the whole width; default none (always `itemsPerPage`).
   */
  minItemWidth?: number | undefined;
  /** Controlled page, zero-based; default uncontrolled. */
  page?: number | undefined;
  /** Initial page when uncontrolled, zero-based; default 0. */
  defaultPage?: number | undefined;
  /** Called with the requested page (zero-based). */
  onPageChange?: ((page: number) => void) | undefined;
  /** Wraps around from the last page to the first and back; default false (the arrows disable at the ends). */
  loop?: boolean | undefined;
  /** Shows a pager dot per page; default false. */
  showDots?: boolean | undefined;
  /** Shows an 'n / total' counter; default false. */
  showCounter?: boolean | undefined;
  /** Shown when there are no slides; default nothing is rendered at all. */
  empty?: ReactNode | undefined;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['300']};
  min-width: 0;
  font-family: ${tokens.font.body};
`;

const Frame = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space['200']};
  min-width: 0;
`;

const Slides = styled.div<{ $perPage: number }>`
  flex: 1;
  min-width: 0;
  display: grid;
  grid-template-columns: repeat(${(p) => p.$perPage}, minmax(0, 1fr));
  gap: ${tokens.space['400']};
`;

const Slide = styled.div`
  min-width: 0;
  border-radius: ${tokens.radius.md};
  &[hidden] {
    display: none;
  }
  ${focusRing}
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space['300']};
`;

const Dots = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space['100']};
`;

// The button is a full 24px target; the visible dot is drawn inside it.
const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius.pill};
  background: transparent;
  cursor: pointer;
  ${focusRing}
  &::before {
    content: '';
    display: block;
    width: 8px;
    height: 8px;
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color['border-strong']};
    transition: width ${tokens.motion.fast} ${tokens.motion.easing};
  }
  &:hover::before {
    background: ${tokens.color.text};
  }
  /* The current page's dot is wider as well as coloured, so the state is not told by colour alone. */
  &[aria-current='true']::before {
    width: 18px;
    background: ${tokens.color.primary};
  }
`;

const Counter = styled.span`
  color: ${tokens.color['text-muted']};
  font-size: ${tokens.font['size-sm']};
  font-variant-numeric: tabular-nums;
`;

const LiveRegion = styled.div`
  ${visuallyHidden}
`;

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

// The browser measures in a layout effect (no frame drawn with the wrong count); the server has no layout to measure.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * How many slides of at least `minWidth` px fit the width of `element`, at most `max`; null until measured (and
 * always without `minWidth` or where there is no ResizeObserver).
 */
function useFitCount(element: HTMLElement | null, minWidth: number | undefined, max: number): number | null {
  const [fit, setFit] = useState<number | null>(null);
  useBrowserLayoutEffect(() => {
    if (!element || !minWidth || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
      const count = Math.floor((element.clientWidth + gap) / (minWidth + gap));
      setFit(Math.min(max, Math.max(1, count)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, minWidth, max]);
  return minWidth ? fit : null;
}

/**
 * The WAI-ARIA carousel: a labelled section of slides ('n of m') shown `itemsPerPage` at a time, with
 * previous/next buttons, ←/→ keys anywhere inside it, optional pager dots and an 'n / total' counter, and
 * a polite announcement of each change. State shows as `data-page` and `data-loop`.
 */
export const Carousel = forwardRef<HTMLElement, CarouselProps>(function Carousel(props, ref) {
  const {
    label,
    items,
    children,
    itemsPerPage: perPageProp = 1,
    minItemWidth,
    page: pageProp,
    defaultPage = 0,
    onPageChange,
    loop = false,
    showDots = false,
    showCounter = false,
    empty,
    onKeyDown,
    ...rest
  } = useComponentProps('Carousel', props);
  const messages = useMessages('ui', carouselMessages, uiCatalogs.loaders);
  const slidesId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const [requestedPage, setPage] = useControllableState({ value: pageProp, defaultValue: defaultPage, onChange: onPageChange });
  const [announcement, setAnnouncement] = useState('');
  // Where keyboard focus should land once the new page is shown, when the focused element was hidden.
  const focusAfterChange = useRef<'dot' | 'slide' | null>(null);

  const [slidesElement, setSlidesElement] = useState<HTMLDivElement | null>(null);

  const slides = items ?? Children.toArray(children);
  const total = slides.length;
  const maxPerPage = Math.max(1, Math.floor(perPageProp));
  const fit = useFitCount(slidesElement, minItemWidth, maxPerPage);
  const perPage = fit ?? maxPerPage;
  // With a minimum width, slides that fit on one page share the whole width instead of leaving empty columns.
  const columns = minItemWidth ? Math.max(1, Math.min(perPage, total)) : perPage;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(0, Math.floor(requestedPage) || 0), pageCount - 1);
  const paged = pageCount > 1;
  const atStart = !loop && page === 0;
  const atEnd = !loop && page === pageCount - 1;

  useEffect(() => {
    const target = focusAfterChange.current;
    focusAfterChange.current = null;
    const root = rootRef.current;
    if (!target || !root) return;
    const selector = target === 'dot' ? '[data-part="dot"][aria-current="true"]' : '[data-part="slide"]:not([hidden])';
    root.querySelector<HTMLElement>(selector)?.focus();
  }, [page]);

  if (total === 0 && empty === undefined) return null;

  const goTo = (target: number) => {
    const next = loop ? ((target % pageCount) + pageCount) % pageCount : Math.min(Math.max(0, target), pageCount - 1);
    if (next === page) return;
    setPage(next);
    const first = next * perPage + 1;
    setAnnouncement(messages.slidesShown(first, Math.min(first + perPage - 1, total), total));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!paged || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // Left/Right follow the reading direction: in right-to-left text Left shows the next page.
    const step = inlineArrowStep(event.key, event.currentTarget);
    if (step === 0) return;
    const target = event.target as HTMLElement;
    if (target.closest(EDITABLE)) return;
    event.preventDefault();
    if (target.closest('[data-part="dot"]')) focusAfterChange.current = 'dot';
    else if (target.closest('[data-part="slide"]')) focusAfterChange.current = 'slide';
    goTo(page + step);
  };

  const arrow = (direction: 'previous' | 'next') => {
    const blocked = direction === 'previous' ? atStart : atEnd;
    // aria-disabled rather than disabled: the button keeps focus when it reaches the end under the user's finger.
    return (
      <IconButton
        variant="outline"
        icon={direction === 'previous' ? <PreviousIcon /> : <NextIcon />}
        aria-label={messages[direction]}
        aria-controls={slidesId}
        aria-disabled={blocked || undefined}
        data-disabled={blocked ? '' : undefined}
        data-part={direction}
        onClick={() => {
          if (!blocked) goTo(page + (direction === 'next' ? 1 : -1));
        }}
      />
    );
  };

  return (
    <Root
      ref={mergeRefs(ref, rootRef)}
      aria-roledescription={messages.carouselRoleDescription}
      aria-label={label}
      data-page={page}
      data-loop={loop ? '' : undefined}
      data-empty={total === 0 ? '' : undefined}
      // Composed when the key is pressed: the handler writes a ref, which must not happen during render.
      onKeyDown={(event) => composeEventHandlers(onKeyDown, handleKeyDown)(event)}
      {...rest}
    >
      {total === 0 ? (
        empty
      ) : (
        <>
          <Frame>
            {paged ? arrow('previous') : null}
            <Slides ref={setSlidesElement} id={slidesId} $perPage={columns} data-part="slides" data-per-page={perPage}>
              {slides.map((slide, index) => (
                <Slide
                  // Slides have no identity of their own here; their order is their identity.
                  key={index}
                  role="group"
                  aria-roledescription={messages.slideRoleDescription}
                  aria-label={messages.slideOf(index + 1, total)}
                  hidden={Math.floor(index / perPage) !== page}
                  tabIndex={-1}
                  data-part="slide"
                >
                  {slide}
                </Slide>
              ))}
            </Slides>
            {paged ? arrow('next') : null}
          </Frame>
          {paged && (showDots || showCounter) ? (
            <Footer>
              {showDots ? (
                <Dots data-part="dots">
                  {Array.from({ length: pageCount }, (_, index) => (
                    <Dot
                      key={index}
                      type="button"
                      data-part="dot"
                      aria-label={messages.goToPage(index + 1)}
                      aria-current={index === page ? 'true' : undefined}
                      aria-controls={slidesId}
                      onClick={() => goTo(index)}
                    />
                  ))}
                </Dots>
              ) : null}
              {showCounter ? <Counter data-part="counter">{messages.carouselPosition(page + 1, pageCount)}</Counter> : null}
            </Footer>
          ) : null}
          <LiveRegion aria-live="polite" aria-atomic="true" data-part="announcer">
            {announcement}
          </LiveRegion>
        </>
      )}
    </Root>
  );
});
