import { toSafeUrl } from '../url/safeUrl';

export type LinkDecision = { action: 'remove' } | { action: 'set'; href: string } | { action: 'invalid' };

/**
 * The spec's editor link rule: an empty value removes the link; a URL without http or https gets
 * `https://` in front; anything that cannot be a safe http(s) URL is refused as invalid.
 */
export function decideLink(input: string): LinkDecision {
  if (!input.trim()) return { action: 'remove' };
  const href = toSafeUrl(input);
  return href ? { action: 'set', href } : { action: 'invalid' };
}
