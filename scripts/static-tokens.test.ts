import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Kit styles read tokens as static `var(--edu-…)` strings (`${tokens.color.primary}`), not through the theme at
 * run time (`${(p) => t(p).color.primary}`): a rule with a function is recomputed on every render of every
 * instance. A lookup merged in from another branch is rewritten by `node scripts/codemods/static-tokens.mjs`.
 */
const root = path.resolve(import.meta.dirname, '..');

function sources(): string[] {
  const files: string[] = [];
  for (const dir of [...readdirSync(path.join(root, 'packages')).map((pkg) => path.join('packages', pkg, 'src')), 'apps/demo/src']) {
    let entries: string[];
    try {
      entries = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (/\.tsx?$/.test(entry) && statSync(path.join(root, dir, entry)).isFile()) files.push(path.join(dir, entry));
    }
  }
  return files.sort();
}

describe('static token references', () => {
  it('leaves no run-time theme lookup in a styled rule', () => {
    const lookups: string[] = [];
    for (const file of sources()) {
      // theme.ts defines `t` (kept for hosts) and shows it in its JSDoc.
      if (file.endsWith(path.join('ui', 'src', 'theme', 'theme.ts'))) continue;
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/\bt\((?:p|props)\)\./.test(line)) lookups.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(lookups, 'run: node scripts/codemods/static-tokens.mjs').toEqual([]);
  });
});
