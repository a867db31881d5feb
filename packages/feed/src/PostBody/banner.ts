/*
 * The announcement banner ("a fixed banner image"; its file is not shown). The kit ships its
 * own as an inline SVG, so a card never waits for or breaks on a network image; a host passes its own
 * file through `bannerSrc`.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="0.55" stop-color="#1d4ed8"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>
<rect width="1200" height="300" fill="url(#g)"/>
<circle cx="1080" cy="40" r="140" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="140" cy="300" r="180" fill="#ffffff" fill-opacity="0.06"/>
<circle cx="620" cy="-40" r="90" fill="#ffffff" fill-opacity="0.05"/>
<g transform="translate(930 120)" fill="#ffffff" fill-opacity="0.9">
<path d="M0 40 L70 10 L70 110 L0 80 Z"/><rect x="-30" y="40" width="34" height="40" rx="6"/>
<path d="M-10 80 L4 80 L18 124 L2 124 Z"/>
<path d="M86 38 q22 22 0 44" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round"/>
<path d="M100 22 q40 38 0 76" stroke="#ffffff" stroke-opacity="0.6" stroke-width="8" fill="none" stroke-linecap="round"/>
</g>
<g transform="translate(760 60)" fill="#fde68a"><path d="M50 0 L100 22 L50 44 L0 22 Z"/><path d="M22 34 v18 c0 8 13 14 28 14 s28-6 28-14 v-18 l-28 12 Z" fill-opacity="0.85"/></g>
</svg>`;

/** The fixed banner behind every announcement. */
export const ANNOUNCEMENT_BANNER_SRC = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
