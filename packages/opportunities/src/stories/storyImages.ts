/*
 * Pictures for stories only (never exported from the package): inline SVGs, because stories run on a
 * closed network where the mock backend's picsum.photos URLs cannot load.
 */

const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** An event cover: a stage with bunting under a sky of the given colours. */
function stage(top: string, bottom: string, sun: string): string {
  return svg(
    640,
    360,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
     <rect width="640" height="360" fill="url(#sky)"/>
     <circle cx="520" cy="80" r="36" fill="${sun}"/>
     <path d="M0 40 L640 40" stroke="#e2e8f0" stroke-width="2"/>
     ${Array.from({ length: 16 }, (_, i) => `<path d="M${i * 40} 40 l20 28 l20 -28z" fill="${['#f87171', '#facc15', '#4ade80', '#38bdf8'][i % 4]}"/>`).join('')}
     <rect x="80" y="220" width="480" height="140" fill="#0f172a"/>
     <rect x="120" y="180" width="400" height="48" rx="6" fill="#334155"/>
     <rect x="250" y="120" width="140" height="64" rx="8" fill="#f1f5f9"/>
     <path d="M272 140h96M272 156h70M272 170h84" stroke="#1d4ed8" stroke-width="6" stroke-linecap="round"/>`,
  );
}

/** A laptop on a desk: an online event. */
const webinar = svg(
  640,
  360,
  `<rect width="640" height="360" fill="#ccfbf1"/>
   <rect x="170" y="70" width="300" height="190" rx="12" fill="#0f172a"/>
   <rect x="186" y="86" width="268" height="158" rx="4" fill="#e0f2fe"/>
   <circle cx="260" cy="150" r="26" fill="#f1c27d"/><rect x="226" y="180" width="68" height="50" rx="20" fill="#1d4ed8"/>
   <circle cx="380" cy="150" r="26" fill="#8d5524"/><rect x="346" y="180" width="68" height="50" rx="20" fill="#0f766e"/>
   <path d="M130 270h380l30 30H100z" fill="#64748b"/>`,
);

export const eventCovers = [stage('#1e3a8a', '#7c3aed', '#fde68a'), webinar, stage('#0f766e', '#1d4ed8', '#fef3c7'), stage('#7c2d12', '#be123c', '#fde68a')];

/** Stands in for the spec's default event cover (/img/social-media/default-1.png). */
export const defaultEventCover = svg(
  640,
  360,
  `<rect width="640" height="360" fill="#e2e8f0"/>
   <rect x="250" y="110" width="140" height="120" rx="12" fill="#94a3b8"/>
   <rect x="250" y="110" width="140" height="32" rx="12" fill="#64748b"/>
   <path d="M282 100v24M358 100v24" stroke="#475569" stroke-width="8" stroke-linecap="round"/>
   <path d="M280 170h24M316 170h24M352 170h16M280 200h24M316 200h24" stroke="#f8fafc" stroke-width="12" stroke-linecap="round"/>`,
);

/** A school crest in the given colours, for company pictures. */
function crest(background: string, roof: string, book: string): string {
  return svg(
    96,
    96,
    `<rect width="96" height="96" fill="${background}"/>
     <path d="M48 18 80 36 48 54 16 36z" fill="${roof}"/>
     <path d="M28 46v16c0 6 9 12 20 12s20-6 20-12V46L48 56z" fill="${book}"/>
     <path d="M80 36v22" stroke="${roof}" stroke-width="4"/>`,
  );
}

export const companyLogos = [crest('#0f766e', '#f0fdfa', '#99f6e4'), crest('#1d4ed8', '#eff6ff', '#bfdbfe'), crest('#7c2d12', '#fff7ed', '#fed7aa'), crest('#6d28d9', '#f5f3ff', '#ddd6fe')];

/** Deal pictures: supplies, software, travel and training. */
export const dealPhotos = [
  svg(640, 360, `<rect width="640" height="360" fill="#fef3c7"/><rect x="120" y="120" width="90" height="180" rx="8" fill="#f59e0b"/><rect x="240" y="90" width="70" height="210" rx="8" fill="#1d4ed8"/><rect x="340" y="140" width="160" height="160" rx="12" fill="#0f766e"/><path d="M360 180h120M360 210h100M360 240h110" stroke="#f0fdfa" stroke-width="10" stroke-linecap="round"/>`),
  svg(640, 360, `<rect width="640" height="360" fill="#e0e7ff"/><rect x="150" y="60" width="340" height="220" rx="14" fill="#312e81"/><rect x="170" y="80" width="300" height="180" rx="6" fill="#eef2ff"/><path d="M200 120h160M200 150h220M200 180h120" stroke="#4338ca" stroke-width="12" stroke-linecap="round"/><circle cx="420" cy="215" r="22" fill="#22c55e"/>`),
  svg(640, 360, `<rect width="640" height="360" fill="#bae6fd"/><circle cx="500" cy="80" r="40" fill="#fde68a"/><path d="M0 300 Q160 220 320 300 T640 300V360H0z" fill="#0369a1"/><path d="M180 150l200-40 20 20-150 50 40 60-20 10-60-50-60 10z" fill="#f8fafc"/>`),
  svg(640, 360, `<rect width="640" height="360" fill="#fce7f3"/><rect x="200" y="90" width="240" height="170" rx="10" fill="#be185d"/><path d="M320 120l60 30-60 30-60-30z" fill="#fdf2f8"/><path d="M280 170v30c0 10 20 18 40 18s40-8 40-18v-30" fill="#f9a8d4"/>`),
];
