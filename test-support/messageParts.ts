/*
 * Every package keeps its strings in part files (one per area) so that a component loads only its own, and merges
 * them into one public object with spreads (`{ ...a, ...b }`). A key defined in two parts would silently take the
 * later part's value, and a part left out of the merge would drop keys a host overrides: these two checks guard the
 * merge in each package's messages test.
 */

/** Keys defined in more than one part, as 'key (first part and second part)'; empty when every key has one home. */
export function keysInTwoParts(parts: Record<string, object>): string[] {
  const owner = new Map<string, string>();
  const twice: string[] = [];
  for (const [part, messages] of Object.entries(parts)) {
    for (const key of Object.keys(messages)) {
      const first = owner.get(key);
      if (first) twice.push(`${key} (${first} and ${part})`);
      else owner.set(key, part);
    }
  }
  return twice;
}

/** Keys of the parts that the merged object lacks or holds with another value; empty when the merge is complete. */
export function keysNotMerged(parts: Record<string, object>, merged: object): string[] {
  const all = merged as Record<string, unknown>;
  return Object.values(parts).flatMap((messages) =>
    Object.entries(messages)
      .filter(([key, value]) => !(key in all) || all[key] !== value)
      .map(([key]) => key),
  );
}
