import { adminMessages } from '@edupassport/admin-kit/headless';
import { feedMessages } from '@edupassport/feed/headless';
import { opportunitiesMessages } from '@edupassport/opportunities/headless';
import { profilesMessages } from '@edupassport/profiles/headless';
import type { EduMessageOverrides } from '@edupassport/ui/headless';
import { uiMessages } from '@edupassport/ui/headless';

/**
 * The pseudo-locale: every English string of every package accented and about 40% longer ("[Ŝĥåŕé~~]"), so a
 * layout that only fits English, or a string left inline in a component (it stays plain), shows at a glance.
 * Given to `EduProvider messages`; the Storybook toolbar's "Pseudo" and the pseudo-locale display test use it.
 */
const ACCENTS: Record<string, string> = {
  a: 'å', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Ŝ', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** One string in the pseudo-locale: letters accented, each word 40% longer (so lines still break between words). */
export function pseudoString(text: string): string {
  if (!/[A-Za-z]/.test(text)) return text;
  const accented = text.replace(/[A-Za-z]+/g, (word) => {
    const letters = word.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c);
    return letters + '~'.repeat(Math.ceil(word.length * 0.4));
  });
  return `[${accented}]`;
}

/** A messages object in the pseudo-locale: strings turned, functions' string results turned, nested objects too. */
export function pseudoMessages<M extends object>(messages: M): M {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out[key] = pseudoString(value);
    else if (typeof value === 'function') {
      out[key] = (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown)(...args);
        return typeof result === 'string' ? pseudoString(result) : result;
      };
    } else if (value && typeof value === 'object' && !Array.isArray(value)) out[key] = pseudoMessages(value);
    else out[key] = value;
  }
  return out as M;
}

let cached: EduMessageOverrides | null = null;

/** Every package's messages in the pseudo-locale, as `EduProvider messages` overrides. */
export function pseudoLocaleMessages(): EduMessageOverrides {
  cached ??= {
    ui: pseudoMessages(uiMessages),
    feed: pseudoMessages(feedMessages),
    opportunities: pseudoMessages(opportunitiesMessages),
    profiles: pseudoMessages(profilesMessages),
    admin: pseudoMessages(adminMessages),
  };
  return cached;
}

/**
 * Turns the pseudo-locale on for the stories already on screen (Storybook's decorator listens): a test runs a story
 * in English, so its play function finds its buttons by their English names and opens its dialog, then switches.
 */
export const pseudoSwitch = (() => {
  let on = false;
  const listeners = new Set<() => void>();
  return {
    get: () => on,
    set(next: boolean) {
      on = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
})();
