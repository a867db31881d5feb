/*
 * Pictures for stories only (never exported from the package): inline SVGs, because stories run on a
 * closed network where the mock backend's picsum.photos URLs cannot load.
 */

const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** A head-and-shoulders portrait on a soft background. */
export function portrait(background: string, skin: string, hair: string, shirt: string): string {
  return svg(
    96,
    96,
    `<rect width="96" height="96" fill="${background}"/>
     <path d="M14 96c2-20 16-30 34-30s32 10 34 30z" fill="${shirt}"/>
     <rect x="41" y="52" width="14" height="16" rx="6" fill="${skin}"/>
     <ellipse cx="48" cy="40" rx="17" ry="20" fill="${skin}"/>
     <path d="M30 40c-2-16 8-25 18-25s21 8 18 25c-3-8-9-13-18-13s-15 5-18 13z" fill="${hair}"/>`,
  );
}

export const portraits = {
  amara: portrait('#fde68a', '#8d5524', '#2b1a0f', '#1d4ed8'),
  ben: portrait('#bfdbfe', '#f1c27d', '#a0522d', '#0f766e'),
  dana: portrait('#ddd6fe', '#e0ac69', '#3b2f2f', '#b91c1c'),
};

/** An event cover: a stage with bunting under a dusk sky. */
export const eventCover = svg(
  640,
  360,
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
   <rect width="640" height="360" fill="url(#sky)"/>
   <circle cx="520" cy="80" r="36" fill="#fde68a"/>
   <path d="M0 40 L640 40" stroke="#e2e8f0" stroke-width="2"/>
   ${Array.from({ length: 16 }, (_, i) => `<path d="M${i * 40} 40 l20 28 l20 -28z" fill="${['#f87171', '#facc15', '#4ade80', '#38bdf8'][i % 4]}"/>`).join('')}
   <rect x="80" y="220" width="480" height="140" fill="#0f172a"/>
   <rect x="120" y="180" width="400" height="48" rx="6" fill="#334155"/>
   <rect x="250" y="120" width="140" height="64" rx="8" fill="#f1f5f9"/>
   <path d="M272 140h96M272 156h70M272 170h84" stroke="#1d4ed8" stroke-width="6" stroke-linecap="round"/>`,
);

/** Stands in for the spec's default event cover (/img/social-media/default-1.png). */
export const defaultCover = svg(
  640,
  360,
  `<rect width="640" height="360" fill="#e2e8f0"/>
   <rect x="250" y="110" width="140" height="120" rx="12" fill="#94a3b8"/>
   <rect x="250" y="110" width="140" height="32" rx="12" fill="#64748b"/>
   <path d="M282 100v24M358 100v24" stroke="#475569" stroke-width="8" stroke-linecap="round"/>
   <path d="M280 170h24M316 170h24M352 170h16M280 200h24M316 200h24" stroke="#f8fafc" stroke-width="12" stroke-linecap="round"/>`,
);

/** A classroom photo: desks in rows before a green board. */
export const classroomPhoto = svg(
  640,
  360,
  `<rect width="640" height="360" fill="#fef3c7"/>
   <rect x="120" y="40" width="400" height="130" rx="6" fill="#14532d"/>
   <path d="M160 80h140M160 110h200M160 140h90" stroke="#f0fdf4" stroke-width="6" stroke-linecap="round"/>
   <rect x="0" y="250" width="640" height="110" fill="#d6d3d1"/>
   ${[0, 1, 2, 3].map((i) => `<rect x="${60 + i * 140}" y="220" width="100" height="40" rx="4" fill="#b45309"/><rect x="${70 + i * 140}" y="260" width="8" height="50" fill="#78350f"/><rect x="${142 + i * 140}" y="260" width="8" height="50" fill="#78350f"/>`).join('')}`,
);

/** A company logo for business avatars. */
export const schoolLogo = svg(
  96,
  96,
  `<rect width="96" height="96" fill="#0f766e"/>
   <path d="M48 20 80 36 48 52 16 36z" fill="#f0fdfa"/>
   <path d="M28 44v16c0 6 9 12 20 12s20-6 20-12V44L48 54z" fill="#99f6e4"/>
   <path d="M80 36v22" stroke="#f0fdfa" stroke-width="4"/>`,
);

/** A URL that answers 404 on the story server: the broken-picture case. */
export const brokenImage = '/does-not-exist.png';
