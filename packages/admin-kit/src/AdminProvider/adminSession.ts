import type { ApiClient } from '@edupassport/api-client';

/** The default name of the cookie that flags an admin (the spec leaves it unnamed). */
export const DEFAULT_ADMIN_COOKIE = 'edu_admin';

// Values that mean "not an admin" even though the cookie is there.
const FALSE_VALUES = new Set(['', '0', 'false', 'no', 'off']);

/**
 * Reads the admin flag from a cookie string (`document.cookie` or a request's Cookie header):
 * true when the cookie is set to anything but '', 0, false, no or off; undefined when it is absent,
 * so the caller can fall back to another source.
 */
export function readAdminCookie(cookies: string, name: string = DEFAULT_ADMIN_COOKIE): boolean | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (key !== name) continue;
    let value = eq < 0 ? '' : part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // a malformed escape is read as it stands
    }
    return !FALSE_VALUES.has(value.toLowerCase());
  }
  return undefined;
}

/** The page's cookies, read at call time; '' on the server or where cookies are blocked. */
export function browserCookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

/**
 * The base URL of an ApiClient, derived from its image proxy URL (the client does not expose it):
 * null when the proxy path has been remapped to an absolute URL and the base cannot be told.
 */
export function baseUrlOf(client: ApiClient): string | null {
  try {
    const path = client.endpoints['media.imageProxy']();
    if (/^[a-z][a-z\d+.-]*:/i.test(path)) return null;
    const url = client.imageProxyUrl('x');
    const at = url.indexOf(path);
    return at >= 0 ? url.slice(0, at) : null;
  } catch {
    return null;
  }
}
