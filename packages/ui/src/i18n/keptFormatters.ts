/**
 * A module's Intl objects, kept by key: making one costs far more than using it (a page formats dozens of dates,
 * salaries or names). `make` runs once per key; a `make` that throws keeps nothing, so the next call tries again.
 */
export function keptFormatters<T>(): (key: string, make: () => T) => T {
  const kept = new Map<string, T>();
  return (key, make) => {
    if (!kept.has(key)) kept.set(key, make());
    return kept.get(key) as T;
  };
}

/** Whole digits grouped by thousands as the kit's English (en-US) writes them: '1234567' -> '1,234,567'. */
export function englishGrouping(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}
