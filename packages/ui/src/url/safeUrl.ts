/*
 * The one gate for every URL a user or the server supplies (editor links, business links,
 * event_link, websites, media). Browsers ignore tabs and newlines inside URLs and trim control
 * characters, so we do the same before looking at the scheme: `java\tscript:` is `javascript:`.
 */

// Schemes that run code or read local data: refused outright, never rewritten to https.
const REFUSED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem', 'jar', 'view-source', 'chrome', 'chrome-extension', 'ms-its', 'mhtml']);

/** What a browser's URL parser does first: trim C0 controls and spaces at both ends, drop tabs and newlines anywhere. */
function clean(input: string): string {
  // eslint-disable-next-line no-control-regex
  return input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** The scheme of a URL-ish string, or null when it has none (`example.com:8080/x` has a port, not a scheme). */
function schemeOf(value: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):(.*)$/i.exec(value);
  if (!match) return null;
  const rest = match[2] ?? '';
  // host:port — digits after the colon, then a path or the end.
  if (/^\d+(?:[/?#]|$)/.test(rest)) return null;
  return (match[1] as string).toLowerCase();
}

/**
 * Makes a user- or server-supplied URL safe to render or open: an http(s) URL is returned
 * normalised; a missing scheme gets `https://` (the spec/03); another hierarchical scheme
 * (`ftp://…`) becomes `https://…`; `javascript:`, `data:`, `vbscript:`, `file:` and every other
 * non-hierarchical scheme are refused. Unparseable input → null ('Invalid URL format' in forms).
 */
export function toSafeUrl(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const value = clean(input);
  if (!value) return null;

  let candidate: string;
  const scheme = schemeOf(value);
  if (value.startsWith('//')) {
    candidate = `https:${value}`;
  } else if (scheme === null) {
    candidate = `https://${value}`;
  } else if (scheme === 'http' || scheme === 'https') {
    candidate = value;
  } else if (!REFUSED_SCHEMES.has(scheme) && /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    candidate = `https://${value.slice(value.indexOf('//') + 2)}`;
  } else {
    return null;
  }

  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // A host needs a dot or to be localhost: 'https://hello' from "hello" is not a link a person meant.
  if (!url.hostname || /\s/.test(url.hostname) || (!url.hostname.includes('.') && url.hostname !== 'localhost' && !url.hostname.startsWith('['))) {
    return null;
  }
  return url.href;
}

export interface SafeHrefOptions {
  /** Allow `mailto:` (links only); default false. */
  allowMailto?: boolean | undefined;
  /** Allow relative paths (`/x`, `./x`, `../x`, `#x`, `?x`, `x/y`); default true. */
  allowRelative?: boolean | undefined;
}

/**
 * Whether a URL may stay in an href or src as it is: http(s), optionally mailto:, and relative
 * paths. Used by the sanitizer, which keeps or drops attributes and never rewrites them.
 */
export function isSafeHref(input: string, { allowMailto = false, allowRelative = true }: SafeHrefOptions = {}): boolean {
  const value = clean(input);
  if (!value) return false;
  // Strict here, as the browser reads an href: anything before a colon that looks like a scheme is one.
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (!match) return allowRelative;
  const scheme = (match[1] as string).toLowerCase();
  if (scheme === 'http' || scheme === 'https') return true;
  return allowMailto && scheme === 'mailto';
}
