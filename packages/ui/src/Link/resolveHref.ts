import { isSafeHref } from '../url/safeUrl';

/**
 * How a link behaves: `internal` goes through the host's `navigate`, `external` opens in a new tab,
 * `native` (mailto:, in-page #anchors) is left to the browser, `unsafe` is never rendered as an href.
 */
export type LinkKind = 'internal' | 'external' | 'native' | 'unsafe';

export interface ResolvedHref {
  kind: LinkKind;
  /** The href to render, or undefined for an unsafe one. */
  href: string | undefined;
  /** What to hand to `navigate` for an internal link: a path, also for a same-origin absolute URL. */
  route?: string | undefined;
}

const ABSOLUTE = /^(?:https?:)?\/\//i;

/**
 * Classifies an href against the page origin. On the server (and while hydrating) the origin is
 * unknown (`null`): every absolute URL is then external, the safe side, and the markup matches.
 */
export function resolveHref(href: string, origin: string | null): ResolvedHref {
  // javascript:, data:, vbscript: and every other scheme but http(s) and mailto: never reach the DOM.
  if (!isSafeHref(href, { allowMailto: true })) return { kind: 'unsafe', href: undefined };
  const value = href.trim();
  if (/^mailto:/i.test(value) || value.startsWith('#')) return { kind: 'native', href: value };
  if (!ABSOLUTE.test(value)) return { kind: 'internal', href: value, route: value };
  if (origin) {
    try {
      const url = new URL(value, origin);
      if (url.origin === origin) return { kind: 'internal', href: value, route: `${url.pathname}${url.search}${url.hash}` };
    } catch {
      // Unparseable: treat it as foreign.
    }
  }
  return { kind: 'external', href: value };
}

/** Adds the rel tokens a new-tab or external link needs to whatever the caller passed. */
export function mergeRel(rel: string | undefined, needed: readonly string[]): string | undefined {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  for (const token of needed) tokens.add(token);
  return tokens.size ? [...tokens].join(' ') : undefined;
}
