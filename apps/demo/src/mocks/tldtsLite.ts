/**
 * Stands in for `tldts` in the demo's browser build. msw keeps document cookies in a tough-cookie jar, which asks
 * tldts for a host's registrable domain; tldts carries the whole public-suffix list (~250 kB minified, the larger
 * part of the mock backend's download). The demo's mock backend never uses cookies (the role switcher sets its
 * session directly), so the last two labels of a host are enough. Aliased in vite.config.ts for the demo only:
 * the published packages and the tests keep the real tldts.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (!host || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
