// Pure helpers, free of React and styled-components, so a headless entry can share them.

/**
 * Up to two initials: the first letters of the first and last words ('Amara Okafor' → 'AO'), one for
 * a single word ('Amara' → 'A'), '?' for an empty name. Words with no letter or digit are skipped, and
 * letters outside the BMP (and accents) stay whole.
 */
export function getInitials(name: string | null | undefined): string {
  const firsts = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]\p{M}*/u.exec(word)?.[0])
    .filter((first): first is string => Boolean(first));
  if (firsts.length === 0) return '?';
  const picked = firsts.length === 1 ? [firsts[0]] : [firsts[0], firsts[firsts.length - 1]];
  return picked.join('').toLocaleUpperCase();
}

/**
 * Colour tokens (keys of the theme's `color` group) an initials avatar may take. Each is dark in the
 * light theme and light in the dark theme, so `text-inverse` on it passes AA contrast in both.
 */
export const avatarPalette = ['primary', 'secondary', 'success', 'info', 'badge-week', 'danger', 'warning'] as const;

export type AvatarColor = (typeof avatarPalette)[number];

/** The avatar colour of a name: the same name always gets the same colour (FNV-1a hash, case- and space-insensitive). */
export function getAvatarColor(name: string | null | undefined): AvatarColor {
  const key = (name ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return avatarPalette[hash % avatarPalette.length] as AvatarColor;
}
