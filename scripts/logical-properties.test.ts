import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Kit styles use logical properties (margin-inline-start, inset-inline-end, text-align: start), so a right-to-left
 * page mirrors the layout. This reads the CSS in every kit source file (styled-components and css`` templates,
 * style objects, direct writes to an element's style) and lists each physical left/right property. A property
 * that must stay physical carries a `physical: <why>` comment on its line.
 */

const root = path.resolve(import.meta.dirname, '..');

/** Kit source files: tests, type tests, stories and visual baselines style no kit UI. */
function kitSources(): string[] {
  const files: string[] = [];
  for (const pkg of readdirSync(path.join(root, 'packages'))) {
    const src = path.join(root, 'packages', pkg, 'src');
    let entries: string[];
    try {
      entries = readdirSync(src, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!/\.tsx?$/.test(entry) || /\.(test|test-d|stories|visual)\.tsx?$/.test(entry)) continue;
      files.push(path.join(src, entry));
    }
  }
  return files.sort();
}

/** A physical property in CSS text. */
const PHYSICAL_CSS =
  /(?:^|[\s;{])(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?|left|right|border-(?:top|bottom)-(?:left|right)-radius)\s*:|\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b/;
/** A physical property in a style object (`style={{ … }}`, `style: { … }`). */
const PHYSICAL_OBJECT =
  /(?:^|[\s,{])['"]?(?:left|right|(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)\w*|border(?:Top|Bottom)(?:Left|Right)Radius)['"]?\s*:|\b(?:textAlign|float|clear)\s*:\s*['"](?:left|right)['"]/;
/** A physical property written straight to an element's style. */
const PHYSICAL_WRITE =
  /\.style\.(?:left|right|(?:margin|padding|border)(?:Left|Right)\w*)\b|setProperty\(\s*['"](?:left|right|(?:margin|padding|border)-(?:left|right)[\w-]*)['"]/;

/** A four-value shorthand (top right bottom left) whose right and left differ: say it with `-block`/`-inline`. */
function asymmetricShorthand(css: string): boolean {
  const match =
    /(?:^|[\s;{])(?:margin|padding|inset|scroll-margin|scroll-padding|border-width|border-style|border-color)\s*:\s*(\S+)\s+(\S+)\s+(\S+)\s+([^\s;]+)\s*(?:;|$)/.exec(
      css,
    );
  return match !== null && match[2] !== match[4];
}

const TAG =
  /\b(?:styled(?:\.\w+|\((?:[^()]|\([^()]*\))*\))(?:\.(?:attrs|withConfig)\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))*|css|keyframes|createGlobalStyle)\s*(?:<[^`;]*?>)?\s*`/g;

/** The end of the template literal whose opening backtick is at `start`, and the ranges of its literal text. */
function scanTemplate(text: string, start: number): { end: number; parts: Array<[number, number]> } {
  const parts: Array<[number, number]> = [];
  let from = start + 1;
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\') {
      i += 2;
    } else if (ch === '`') {
      parts.push([from, i]);
      return { end: i + 1, parts };
    } else if (ch === '$' && text[i + 1] === '{') {
      parts.push([from, i]);
      i = skipExpression(text, i + 2);
      from = i;
    } else {
      i += 1;
    }
  }
  parts.push([from, i]);
  return { end: i, parts };
}

/** Skips an interpolation's expression (nested braces, strings and templates); returns the index after its `}`. */
function skipExpression(text: string, start: number): number {
  let depth = 1;
  let i = start;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '`') {
      i = scanTemplate(text, i).end;
      continue;
    }
    if (ch === "'" || ch === '"') {
      i += 1;
      while (i < text.length && text[i] !== ch) i += text[i] === '\\' ? 2 : 1;
    } else if (ch === '{') {
      depth += 1;
    } else if (ch === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
  return i;
}

/** The index after the brace block opening at `start`. */
function skipBlock(text: string, start: number): number {
  return skipExpression(text, start + 1);
}

/** Every physical left/right property in one source, as `file:line: text`, unless its line is marked `physical:`. */
function physicalProperties(file: string, text: string): string[] {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const lines = text.split('\n');
  const found = new Set<number>();
  // Checks each line that the range [from, to) covers, against the part of that line inside the range.
  const check = (source: string, from: number, to: number, physical: (css: string) => boolean) => {
    for (let line = lineOf(from); line < lines.length && lineStarts[line]! < to; line += 1) {
      const start = Math.max(from, lineStarts[line]!);
      const end = Math.min(to, lineStarts[line]! + lines[line]!.length);
      if (physical(source.slice(start, end))) found.add(line);
    }
  };

  for (const match of text.matchAll(TAG)) {
    const open = match.index + match[0].length - 1;
    const { end, parts } = scanTemplate(text, open);
    // Each interpolation becomes one opaque token (`padding: 0 0 0 ${x}` has four values), newlines kept.
    let masked = '';
    let at = open;
    for (const [from, to] of parts) {
      masked += text.slice(at, from).replace(/[^\n]/g, '_') + text.slice(from, to);
      at = to;
    }
    masked = text.slice(0, open) + masked + text.slice(at, end).replace(/[^\n]/g, '_');
    check(masked, open, end, (css) => PHYSICAL_CSS.test(css) || asymmetricShorthand(css));
  }
  for (const match of text.matchAll(/\bstyle(?:=\{|\s*:\s*)\{/g)) {
    const open = match.index + match[0].length - 1;
    check(text, open, skipBlock(text, open), (code) => PHYSICAL_OBJECT.test(code));
  }
  check(text, 0, text.length, (code) => PHYSICAL_WRITE.test(code));

  return [...found]
    .filter((line) => !/physical:/.test(lines[line]!))
    .sort((a, b) => a - b)
    .map((line) => `${path.relative(root, file)}:${line + 1}: ${lines[line]!.trim()}`);
}

describe('kit styles', () => {
  it('use logical properties, not physical left/right (mark a line that must stay physical `physical: <why>`)', () => {
    const offenders = kitSources().flatMap((file) => physicalProperties(file, readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the check sees physical properties in templates, style objects and style writes', () => {
    const source = [
      'const A = styled.div<{ $x: boolean }>`',
      '  padding: ${(p) => `${p.a} ${p.b}`};',
      '  margin-left: 4px;',
      '  &:hover { text-align: right; }',
      '  inset-inline-start: 0;',
      '  margin: 0 -1px 0 0;',
      '  padding: 0 ${(p) => p.a} 0 ${(p) => p.a};',
      '  padding: 0 0 0 ${(p) => p.a};',
      '`;',
      'const B = css`left: 0; /* physical: the origin */`;',
      'const C = () => <div style={{ paddingRight: 2, marginInlineStart: 1 }} />;',
      "el.style.setProperty('right', '0');",
      "const message = `Time left: ${time}`;",
    ].join('\n');
    expect(physicalProperties(path.join(root, 'x.tsx'), source)).toEqual([
      'x.tsx:3: margin-left: 4px;',
      'x.tsx:4: &:hover { text-align: right; }',
      'x.tsx:6: margin: 0 -1px 0 0;',
      'x.tsx:8: padding: 0 0 0 ${(p) => p.a};',
      'x.tsx:11: const C = () => <div style={{ paddingRight: 2, marginInlineStart: 1 }} />;',
      "x.tsx:12: el.style.setProperty('right', '0');",
    ]);
  });
});
