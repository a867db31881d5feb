/** A header choice kept in localStorage across reloads; null when none is kept or storage is refused. */
export function readChoice(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps a header choice across reloads (other tabs hear of it through the `storage` event). */
export function keepChoice(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage: the choice then lasts until the reload.
  }
}
