type IntlConstructor = 'DateTimeFormat' | 'RelativeTimeFormat' | 'NumberFormat' | 'Segmenter';

/**
 * Counts the objects made with one Intl constructor until `restore()` (call it in a `finally`): a test of code that
 * must make no formatter (the kit's English starts no ICU) or keep the ones it made.
 */
export function countIntl(name: IntlConstructor) {
  const intl = Intl as unknown as Record<IntlConstructor, object>;
  const original = intl[name];
  let made = 0;
  intl[name] = new Proxy(original, {
    construct(target, args, newTarget) {
      made += 1;
      return Reflect.construct(target as new (...args: unknown[]) => object, args, newTarget) as object;
    },
  });
  return {
    /** How many were made so far. */
    get made() {
      return made;
    },
    /** Puts the real constructor back. */
    restore() {
      intl[name] = original;
    },
  };
}
