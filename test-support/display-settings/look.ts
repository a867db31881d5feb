/**
 * What the eye sees of an element in the current media, from its computed styles: colours (already the forced
 * system colours under forced colours, where box-shadows compute to none), borders, outline, decoration, opacity and
 * position, for the element, its `::before`/`::after` and every descendant. Text is left out: two states of one
 * control differ in how they look, not in what they say.
 */
const PROPERTIES = [
  'color',
  'background-color',
  'box-shadow',
  ...['top', 'right', 'bottom', 'left'].flatMap((side) => [`border-${side}-style`, `border-${side}-width`, `border-${side}-color`]),
  'outline-style',
  'outline-width',
  'outline-color',
  'text-decoration-line',
  'opacity',
  'transform',
  'fill',
  'stroke',
  'visibility',
  'display',
];

const clear = (colour: string) => colour === 'transparent' || /^rgba\(.*, 0\)$/.test(colour);

/** The colour behind an element: its own background, else the first one drawn among its ancestors. */
export function backdrop(element: Element | null): string {
  for (let node = element; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (!clear(colour)) return colour;
  }
  return 'rgb(255, 255, 255)';
}

/** The look of `element` (with `deep`, default true, its descendants' too). A clear background reads as what shows through. */
export function look(element: Element, { deep = true }: { deep?: boolean } = {}): string[] {
  const parts: string[] = [];
  for (const node of deep ? [element, ...element.querySelectorAll('*')] : [element]) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(node, pseudo);
      if (pseudo && style.content === 'none') continue;
      const values = PROPERTIES.map((name) =>
        name === 'background-color' && clear(style.backgroundColor) ? backdrop(pseudo ? node : node.parentElement) : style.getPropertyValue(name),
      );
      parts.push(`${node.tagName}${pseudo ?? ''} ${values.join(' ')}`);
    }
  }
  return parts;
}

/** Whether an element with no text of its own (a switch's thumb) is drawn at all: a fill or a border unlike what is behind it. */
export function drawn(element: Element): boolean {
  return backdrop(element) !== backdrop(element.parentElement) || drawnBorders(element).length > 0;
}

/** Whether a side of an element's box is drawn: a style, a width, and a colour that is not the background's. */
export function drawnBorders(element: Element): string[] {
  const style = getComputedStyle(element);
  return ['top', 'right', 'bottom', 'left'].filter((side) => {
    const width = parseFloat(style.getPropertyValue(`border-${side}-width`));
    const kind = style.getPropertyValue(`border-${side}-style`);
    const colour = style.getPropertyValue(`border-${side}-color`);
    return width >= 1 && kind !== 'none' && kind !== 'hidden' && colour !== backdrop(element) && !clear(colour);
  });
}

/** The outline keyboard focus draws on the element or the shell around it (a text field's border box). */
export function focusOutline(element: Element): { style: string; width: number; color: string } | null {
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    const style = getComputedStyle(node);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle !== 'none' && width > 0) return { style: style.outlineStyle, width, color: style.outlineColor };
  }
  return null;
}
