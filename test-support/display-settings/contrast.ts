import { backdrop } from './look';

type Rgba = [number, number, number, number];

/** A computed colour (`rgb(…)`, `rgba(…)` or `color(srgb …)`) as 0–255 channels and an alpha. */
function parse(colour: string): Rgba {
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(colour);
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
  const rgb = /^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)$/.exec(colour);
  if (!rgb) throw new Error(`Cannot read the colour ${colour}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
}

function luminance([r, g, b]: Rgba): number {
  const [R, G, B] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

/** The WCAG contrast ratio of two colours; a translucent foreground is blended over the background first. */
export function contrastRatio(foreground: string, background: string): number {
  const back = parse(background);
  const [r, g, b, a] = parse(foreground);
  const fore: Rgba = [r * a + back[0] * (1 - a), g * a + back[1] * (1 - a), b * a + back[2] * (1 - a), 1];
  const [light, dark] = [luminance(fore), luminance(back)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The contrast of an element's text against what is drawn behind it (the first ancestor with a background). */
export function textContrast(element: Element): number {
  return contrastRatio(getComputedStyle(element).color, backdrop(element));
}

/** Every element under `root` that shows text of its own (a text node child with more than white space). */
export function textElements(root: Element): HTMLElement[] {
  return [root, ...root.querySelectorAll('*')].filter(
    (node): node is HTMLElement =>
      node instanceof HTMLElement &&
      [...node.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) &&
      node.getClientRects().length > 0 &&
      !node.closest('[hidden], [aria-hidden="true"]') &&
      getComputedStyle(node).visibility !== 'hidden',
  );
}
