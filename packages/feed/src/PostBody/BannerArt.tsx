import { createElement, useId, type ReactElement } from 'react';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerShapes, type BannerShape } from './banner';

/** React's name of an SVG attribute: `stop-color` → `stopColor`. */
const propName = (attribute: string) => attribute.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

function draw([tag, attributes, ...children]: BannerShape, key: number): ReactElement {
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attributes)) props[propName(name)] = value;
  return createElement(tag, props, ...children.map(draw));
}

/** The kit's announcement banner drawn in the page, covering its box; decorative. */
export function BannerArt({ className }: { className?: string | undefined }) {
  // Its own gradient id per card: ids are unique in a document (every card draws the same gradient).
  const gradientId = `edu-banner-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      {bannerShapes(gradientId).map(draw)}
    </svg>
  );
}
