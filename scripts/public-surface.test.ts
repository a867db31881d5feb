import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageEntries } from '../workspace-aliases.ts';

/*
 * The public surface is only public: what the packages share among themselves lives in the private
 * @edupassport/internal (bundled into each package's dist), never in an entry a host imports, and the exports maps
 * name the entries one by one, so no internal module is reachable by its path.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const internal = read('packages/internal/package.json') as {
  name: string;
  private?: boolean;
  exports: Record<string, string>;
};
const kitPackages = readdirSync(path.join(root, 'packages'))
  .map((dir) => ({ dir, pkg: read(`packages/${dir}/package.json`) }))
  .filter(({ pkg }) => !pkg.private);
const publicEntries = Object.keys(packageEntries).filter((name) => !name.startsWith(`${internal.name}/`));

/**
 * Names that were public once and are internal now; with everything @edupassport/internal exports. (The theme lookup
 * and onDemand need ui, so they are ui's public helpers for packages built on the kit, not internal ones.)
 */
const FORMERLY_PUBLIC = ['useLatest'];
/** Timing constants are implementation details of a hook or a component, not settings: never exported. */
const isTimingConstant = (name: string) => /_MS$/.test(name);

describe('the public entries', () => {
  it('are the exports maps of the published packages, and their sources are what Vitest and Storybook resolve', () => {
    const fromExports = kitPackages.flatMap(({ pkg }) =>
      Object.keys(pkg.exports as Record<string, unknown>)
        .filter((key) => key !== './package.json')
        .map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`)),
    );
    expect([...publicEntries].sort()).toEqual([...fromExports].sort());
  });

  const internalNames = new Set(FORMERLY_PUBLIC);
  const entryNames = new Map<string, string[]>();
  // Loading every entry from source takes seconds on a busy machine: once, before the checks.
  beforeAll(async () => {
    for (const subpath of Object.keys(internal.exports)) {
      for (const name of Object.keys(await import(/* @vite-ignore */ `${internal.name}/${subpath.slice(2)}`)))
        internalNames.add(name);
    }
    for (const entry of publicEntries) entryNames.set(entry, Object.keys(await import(/* @vite-ignore */ entry)));
  }, 120_000);

  it.each(publicEntries)('%s exports none of the internal helpers', (entry) => {
    const names = entryNames.get(entry) ?? [];
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => internalNames.has(name) || isTimingConstant(name))).toEqual([]);
  });
});

describe('the exports maps', () => {
  it.each(kitPackages.map(({ dir, pkg }) => [dir, pkg.exports as Record<string, unknown>] as const))(
    '%s names each entry: no wildcard, no path into dist',
    (_dir, exportsMap) => {
      const problems: string[] = [];
      for (const [key, target] of Object.entries(exportsMap)) {
        if (key.includes('*')) problems.push(`${key}: a wildcard`);
        if (/(^|\/)dist(\/|$)/.test(key)) problems.push(`${key}: a dist path`);
        if (key.endsWith('/')) problems.push(`${key}: a folder`);
        if (JSON.stringify(target).includes('*')) problems.push(`${key}: a wildcard target`);
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('@edupassport/internal', () => {
  it('is private, outside the released group, and a dev dependency of every kit package', () => {
    expect(internal.private).toBe(true);
    const changesets = read('.changeset/config.json') as {
      fixed: string[][];
      privatePackages?: { version: boolean; tag: boolean };
    };
    expect(changesets.fixed.flat()).not.toContain(internal.name);
    expect(changesets.privatePackages).toEqual({ version: false, tag: false });
    for (const { pkg } of kitPackages) {
      expect(pkg.devDependencies?.[internal.name], pkg.name).toBeDefined();
      expect({ ...pkg.dependencies, ...pkg.peerDependencies }[internal.name], pkg.name).toBeUndefined();
    }
  });
});
