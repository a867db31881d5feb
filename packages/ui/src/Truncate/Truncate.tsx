import {
  forwardRef,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import { useControllableState } from '../hooks/useControllableState';
import { useMessages } from '../EduProvider/context';
import { displayMessages } from '../messages/display';
import { focusRing } from '../theme/mixins';
import { tokens } from '../theme/theme';
import { useComponentProps } from '../theme/useComponentProps';
import { truncateText } from './truncateText';
import { uiCatalogs } from '../messages/catalogs';

// useLayoutEffect measures before paint in the browser; on the server it would only warn (React 18).
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface TruncateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The text; `maxChars` applies only to a string, `lines` to any content. */
  children: ReactNode;
  /** Clamps to this many lines with CSS; default 3 when `maxChars` is not set. */
  lines?: number | undefined;
  /** Cuts a string to this many characters on a word boundary with an ellipsis; wins over `lines`; default none. */
  maxChars?: number | undefined;
  /** Controlled expanded state; default uncontrolled. */
  expanded?: boolean | undefined;
  /** Initial expanded state when uncontrolled; default false. */
  defaultExpanded?: boolean | undefined;
  /** Called with the requested expanded state. */
  onExpandedChange?: ((expanded: boolean) => void) | undefined;
  /** Renders something else, such as a 'Read Full' link, in place of the see more toggle; default the toggle. */
  renderMore?: (() => ReactNode) | undefined;
  /** The toggle text while collapsed; default the `seeMore` message. */
  moreLabel?: string | undefined;
  /** The toggle text while expanded; default the `seeLess` message. */
  lessLabel?: string | undefined;
  /**
   * The collapsed content is already shortened (a prefix of a long text, the full one shown when expanded): the toggle
   * shows even when that prefix fits its lines; default false.
   */
  truncated?: boolean | undefined;
}

const Root = styled.div`
  color: inherit;
  font-family: ${tokens.font.body};
  line-height: ${tokens.font['line-height']};
  overflow-wrap: anywhere;
`;

// The line count is a class, not a style attribute, which a strict Content Security Policy blocks.
const Text = styled.div<{ $lines: number }>`
  margin: 0;
  &[data-whitespace='pre-line'] {
    white-space: pre-line;
  }
  &[data-clamped] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${(p) => p.$lines};
    overflow: hidden;
  }
  &[data-mode='chars'] {
    display: inline;
  }
`;

const Toggle = styled.button`
  display: inline;
  margin: 0;
  padding: 0 ${tokens.space['25']};
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: none;
  color: ${tokens.color.primary};
  font: inherit;
  font-weight: ${tokens.font['weight-medium']};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

const Block = styled.div`
  margin-top: ${tokens.space['100']};
`;

/**
 * Long text, collapsed: clamped to `lines` (the toggle appears only when the text really overflows,
 * measured after mount) or cut to `maxChars` on a word boundary, with a see more / see less toggle
 * (`aria-expanded`, `aria-controls`). State shows as `data-state` (`collapsed` | `expanded`) and `data-mode`.
 */
export const Truncate = forwardRef<HTMLDivElement, TruncateProps>(function Truncate(props, ref) {
  const {
    children,
    lines = 3,
    maxChars,
    expanded: expandedProp,
    defaultExpanded = false,
    onExpandedChange,
    renderMore,
    moreLabel,
    lessLabel,
    truncated = false,
    ...rest
  } = useComponentProps('Truncate', props);
  const messages = useMessages('ui', displayMessages, uiCatalogs.loaders);
  const textId = useId();
  const textRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useControllableState({
    value: expandedProp,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
  });

  const isText = typeof children === 'string' || typeof children === 'number';
  const mode: 'chars' | 'lines' = maxChars !== undefined && isText ? 'chars' : 'lines';
  const fullText = isText ? String(children) : '';
  const shortText = mode === 'chars' ? truncateText(fullText, maxChars ?? Infinity) : fullText;

  // Unknown until measured: the server renders the toggle, the browser removes it if the text fits.
  const [overflowing, setOverflowing] = useState(true);
  useIsomorphicLayoutEffect(() => {
    const node = textRef.current;
    if (mode !== 'lines' || expanded || !node) return undefined;
    const measure = () => setOverflowing(node.scrollHeight > node.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [mode, expanded, lines, children]);

  const truncatable = mode === 'chars' ? shortText !== fullText : overflowing || truncated;
  const clamped = mode === 'lines' && !expanded;
  const content = mode === 'chars' ? (expanded ? fullText : shortText) : children;

  const toggle = () => setExpanded(!expanded);
  let control: ReactNode = null;
  if (truncatable && renderMore && !expanded) {
    control = renderMore();
  } else if (truncatable) {
    control = (
      <Toggle
        type="button"
        aria-expanded={expanded}
        aria-controls={textId}
        data-part="toggle"
        onClick={toggle}
      >
        {expanded ? (lessLabel ?? messages.seeLess) : (moreLabel ?? messages.seeMore)}
      </Toggle>
    );
  }

  return (
    <Root
      ref={ref}
      data-state={expanded ? 'expanded' : 'collapsed'}
      data-mode={mode}
      data-truncated={truncatable && !expanded ? '' : undefined}
      {...rest}
    >
      <Text
        ref={textRef}
        id={textId}
        as={mode === 'chars' ? 'span' : 'div'}
        data-mode={mode}
        data-clamped={clamped ? '' : undefined}
        data-whitespace={isText ? 'pre-line' : undefined}
        $lines={lines}
      >
        {content}
      </Text>
      {control && mode === 'chars' ? <> {control}</> : null}
      {control && mode === 'lines' ? <Block>{control}</Block> : null}
    </Root>
  );
});
