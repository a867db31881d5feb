/**
 * The mock data's pictures point at picsum.photos (`/seed/<seed>/<width>/<height>` or `/<width>/<height>`). The demo
 * must work without a network (a laptop on a train, this offline CI machine), so its mock backend answers them
 * itself: a calm two-tone picture per seed, of the asked size, as an SVG of a few hundred bytes.
 */
export function pictureSvg(seed: string, width: number, height: number): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="hsl(${hue} 35% 62%)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.22}" fill="hsl(${(hue + 40) % 360} 45% 80%)"/><path d="M0 ${height} L${width * 0.35} ${height * 0.55} L${width * 0.6} ${height * 0.8} L${width} ${height * 0.5} L${width} ${height} Z" fill="hsl(${hue} 30% 40%)"/></svg>`;
}
