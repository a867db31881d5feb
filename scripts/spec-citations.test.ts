import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Every TypeScript source file of the packages (their code, stories and tests). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('package code', () => {
  // The specification's section numbers mean nothing to a reader of the published code and go stale when it is
  // renumbered: the code says what a rule is, and the spec stays the contract beside the repository.
  it("cites no section numbers of the spec ('spec 01', '§4')", () => {
    const packages = path.join(root, 'packages');
    const citations = readdirSync(packages).flatMap((name) =>
      sources(path.join(packages, name, 'src')).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (/\b[Ss]pec 0[1-3]\b|§/.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
      ),
    );
    expect(citations).toEqual([]);
  });
});
