/*
 * The announcement banner ("a fixed banner image"; its file is not shown). The kit draws its own, so a card never
 * waits for or breaks on a network image; a host passes its own file through `bannerSrc`. One drawing serves both
 * forms: the card draws it inline (an SVG as an <img> is a document of its own, 30 to 90 ms of a budget phone's
 * main thread for each card that shows it), `ANNOUNCEMENT_BANNER_SRC` is the same drawing as a data URL.
 */

/** One element of the drawing: its tag, its attributes, its children. */
export type BannerShape = readonly [tag: string, attributes: Readonly<Record<string, string | number>>, ...children: BannerShape[]];

/** The banner's size; it covers its box as an image with `object-fit: cover` would. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 300;

/** The gradient's id in the drawing; the inline banner gives it a unique one per card. */
const BANNER_GRADIENT_ID = 'g';

const white = '#ffffff';

/** The drawing: a blue-to-teal gradient, soft circles, a loudspeaker and a mortarboard. */
export const bannerShapes = (gradientId: string): BannerShape[] => [
  [
    'defs',
    {},
    [
      'linearGradient',
      { id: gradientId, x1: 0, y1: 0, x2: 1, y2: 1 },
      ['stop', { offset: 0, 'stop-color': '#1e3a8a' }],
      ['stop', { offset: 0.55, 'stop-color': '#1d4ed8' }],
      ['stop', { offset: 1, 'stop-color': '#0f766e' }],
    ],
  ],
  ['rect', { width: BANNER_WIDTH, height: BANNER_HEIGHT, fill: `url(#${gradientId})` }],
  ['circle', { cx: 1080, cy: 40, r: 140, fill: white, 'fill-opacity': 0.08 }],
  ['circle', { cx: 140, cy: 300, r: 180, fill: white, 'fill-opacity': 0.06 }],
  ['circle', { cx: 620, cy: -40, r: 90, fill: white, 'fill-opacity': 0.05 }],
  [
    'g',
    { transform: 'translate(930 120)', fill: white, 'fill-opacity': 0.9 },
    ['path', { d: 'M0 40 L70 10 L70 110 L0 80 Z' }],
    ['rect', { x: -30, y: 40, width: 34, height: 40, rx: 6 }],
    ['path', { d: 'M-10 80 L4 80 L18 124 L2 124 Z' }],
    ['path', { d: 'M86 38 q22 22 0 44', stroke: white, 'stroke-width': 8, fill: 'none', 'stroke-linecap': 'round' }],
    ['path', { d: 'M100 22 q40 38 0 76', stroke: white, 'stroke-opacity': 0.6, 'stroke-width': 8, fill: 'none', 'stroke-linecap': 'round' }],
  ],
  [
    'g',
    { transform: 'translate(760 60)', fill: '#fde68a' },
    ['path', { d: 'M50 0 L100 22 L50 44 L0 22 Z' }],
    ['path', { d: 'M22 34 v18 c0 8 13 14 28 14 s28-6 28-14 v-18 l-28 12 Z', 'fill-opacity': 0.85 }],
  ],
];

const markup = ([tag, attributes, ...children]: BannerShape): string =>
  `<${tag}${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('')}${children.length ? `>${children.map(markup).join('')}</${tag}>` : '/>'}`;

const bannerDataUrl = () =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    markup(['svg', { xmlns: 'http://www.w3.org/2000/svg', width: BANNER_WIDTH, height: BANNER_HEIGHT, viewBox: `0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}` }, ...bannerShapes(BANNER_GRADIENT_ID)]),
  )}`;

/** The fixed banner behind every announcement, as an image address (the card itself draws it inline). */
export const ANNOUNCEMENT_BANNER_SRC = /* @__PURE__ */ bannerDataUrl();
