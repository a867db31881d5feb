import type { MockModule } from '../admin/mockWorld';

/** Where the demo keeps its mock world (every record of the mock store) across reloads. */
export const WORLD_STORAGE_KEY = 'edupassport-demo:world';

/** The stored world's own format; raise it when StoredWorld changes. The seed's version is the snapshot's. */
const WORLD_FORMAT = 1;

interface StoredWorld {
  format: number;
  /** The deployment's base path: the store's pictures point under it. */
  base: string;
  snapshot: unknown;
}

/** Set once the browser's mock backend keeps its world: Node, the tests and the build never touch the storage. */
let keeping: MockModule | null = null;
/** Whether the world the backend started with came from the storage (not the seed). */
let restored = false;

function read(): StoredWorld | null {
  try {
    const text = window.localStorage.getItem(WORLD_STORAGE_KEY);
    return text ? (JSON.parse(text) as StoredWorld) : null;
  } catch {
    return null;
  }
}

/**
 * Puts the stored world in the mock store, when there is one of this format, base path and seed version; drops any
 * other (a world of an older seed would mix with the new one). Returns whether it restored one.
 */
export function restoreWorld(mocks: MockModule): boolean {
  const world = read();
  if (!world) return false;
  const fits = world.format === WORLD_FORMAT && world.base === import.meta.env.BASE_URL && mocks.mockStore.restore(world.snapshot);
  if (!fits) forgetWorld();
  return fits;
}

/** Saves the mock store's world, once the browser's backend keeps it (see keepWorld). */
export function saveWorld(): void {
  if (!keeping) return;
  const world: StoredWorld = { format: WORLD_FORMAT, base: import.meta.env.BASE_URL, snapshot: keeping.mockStore.snapshot() };
  try {
    window.localStorage.setItem(WORLD_STORAGE_KEY, JSON.stringify(world));
  } catch {
    // Storage full or refused (a private mode): the world then lasts until the reload, as it did before.
  }
}

/** Drops the stored world: the next start is the seed's. */
export function forgetWorld(): void {
  try {
    window.localStorage.removeItem(WORLD_STORAGE_KEY);
  } catch {
    // Nothing stored where storage is refused.
  }
}

/**
 * The browser's mock backend keeps its world from now on: restores the stored one into the store (before the worker
 * answers anything) and saves it after each write the backend takes. `onWrite` subscribes to the backend's answered
 * writes; the demo's own store writes call saveWorld themselves.
 */
export function keepWorld(mocks: MockModule, onWrite: (save: () => void) => void): void {
  restored = restoreWorld(mocks);
  keeping = mocks;
  onWrite(saveWorld);
}

/** Whether the mock backend started from a stored world rather than the seed (a prerendered page shows the seed's). */
export function startedFromStoredWorld(): boolean {
  return restored;
}
