import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The repository's Markdown files, as git tracks them. */
const markdown = execFileSync('git', ['ls-files', '-z', '--', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);

/**
 * The relative paths a Markdown file points at: link and image targets (`[a](../b)`, `[a]: ../b`) and paths written
 * as code that start with `../` (`../shared/DESIGN.md`). A pattern with an ellipsis (`../../ui/src/...`) is an
 * example, not a path.
 */
function relativeTargets(text: string): string[] {
  const links = [...text.matchAll(/\]\(\s*<?([^)\s>]+)/g), ...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map(
    (match) => match[1] as string,
  );
  const code = [...text.matchAll(/`(\.\.\/[^`\s]*)`/g)].map((match) => match[1] as string);
  return [...links, ...code].filter((target) => !/^[a-z][a-z0-9+.-]*:|^#|^\//i.test(target) && !target.includes('...'));
}

describe('the Markdown files', () => {
  // A reader of the repository (or of a package's page on npm) has this repository only: a path out of it is a
  // dead end for them.
  it('point at nothing outside the repository', () => {
    const outside = markdown.flatMap((file) =>
      relativeTargets(readFileSync(path.join(root, file), 'utf8'))
        .filter((target) => {
          const resolved = path.resolve(root, path.dirname(file), target.split('#')[0] as string);
          return path.relative(root, resolved).startsWith('..');
        })
        .map((target) => `${file}: ${target}`),
    );
    expect(markdown.length).toBeGreaterThan(5);
    expect(outside).toEqual([]);
  });
});
