import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The published packages: the private @edupassport/internal is bundled into them and never packed on its own. */
const published = readdirSync(path.join(root, 'packages')).filter(
  (dir) => !JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8')).private,
);

const licence = readFileSync(path.join(root, 'LICENSE'), 'utf8');

describe('the licence', () => {
  /** What `npm pack` would put in each package's tarball, by package name: one npm run for all of them. */
  let tarballs = new Map<string, string[]>();
  beforeAll(async () => {
    const workspaces = published.flatMap((dir) => ['-w', `packages/${dir}`]);
    const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', ...workspaces], {
      cwd: root,
      encoding: 'utf8',
    });
    const report = JSON.parse(stdout) as Array<{ name: string; files: Array<{ path: string }> }>;
    tarballs = new Map(report.map((entry) => [entry.name, entry.files.map((file) => file.path)]));
  });

  it('is MIT, EDU Passport 2026, at the root', () => {
    expect(licence).toMatch(/^MIT License\n\nCopyright \(c\) 2026 EDU Passport\n/);
  });

  it.each(published)("is in %s's tarball, the same text, and its package.json says MIT", (dir) => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8'));
    expect(pkg.license).toBe('MIT');
    // npm packs a package folder's LICENSE whatever `files` says; the root's is not the package's.
    expect(tarballs.get(pkg.name)).toContain('LICENSE');
    expect(readFileSync(path.join(root, 'packages', dir, 'LICENSE'), 'utf8')).toBe(licence);
  });
});
