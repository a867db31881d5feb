#!/usr/bin/env node
// Rewrites the kit's styled rules from run-time theme lookups (`${(p) => t(p).color.primary}`) to the static
// `tokens` references of @edupassport/ui (`${tokens.color.primary}`), so a rule made only of tokens is constant and
// styled-components computes it once per component. Idempotent: re-run it after merging branches that touch styled
// files. Usage: node scripts/codemods/static-tokens.mjs [dir ...]   (default: packages apps)
// It prints each file it changed and each `t(` it left (a lookup it cannot rewrite, to convert by hand).
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const GROUPS = 'color|space|radius|font|shadow|z|motion';
const KEY = String.raw`(?:\.[A-Za-z_$][\w$]*|\[\s*'[^']+'\s*\])`;
// A whole interpolation that only reads one token: `${(p) => t(p).space['400']}`.
const WHOLE = new RegExp(String.raw`\$\{\s*\(?\s*(\w+)\s*\)?\s*=>\s*t\(\1\)\.(${GROUPS})(${KEY})\s*\}`, 'g');
// A token read inside a bigger function (one that depends on props): `t(p).color.primary` -> `tokens.color.primary`.
const INNER = new RegExp(String.raw`\bt\((?:p|props)\)\.(${GROUPS})\b`, 'g');
// A function left reading no prop once its tokens are static: `${(p) => `${tokens.space['200']} 0`}` -> inline text.
const PROPLESS = /\$\{\s*\(?\s*(\w+)\s*\)?\s*=>\s*`([^`]*)`\s*\}/g;
const LIST = /\b(import|export)(\s+type)?\s*\{([^}]*)\}/g;

/**
 * Any other interpolation whose function no longer reads its argument, `${(p) => palette.map(...).join('')}`,
 * becomes the expression itself: evaluated once, a static string.
 */
function unwrapPropless(source) {
  const head = /\$\{(\s*)\(?\s*(\w+)\s*\)?\s*=>\s*/g;
  let out = '';
  let from = 0;
  for (let m; (m = head.exec(source)); ) {
    // The interpolation's end: the brace that closes `${`, skipping nested braces and `${` of inner templates.
    let depth = 1;
    let i = m.index + 2;
    for (; i < source.length && depth > 0; i += 1) {
      if (source[i] === '{') depth += 1;
      else if (source[i] === '}') depth -= 1;
    }
    const body = source.slice(head.lastIndex, i - 1);
    if (depth !== 0 || new RegExp(String.raw`\b${m[2]}\b`).test(body)) continue;
    out += `${source.slice(from, m.index)}\${${m[1]}${body}}`;
    from = i;
    head.lastIndex = i;
  }
  return out + source.slice(from);
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (path.endsWith(join('ui', 'src', 'theme', 'theme.ts'))) continue; // defines `t` and documents it
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

const names = (list) => list.split(',').map((s) => s.trim()).filter(Boolean);
const hasName = (list, name) => names(list).some((s) => s.split(/\s+as\s+/).pop() === name);

function convert(source) {
  let out = source.replace(WHOLE, (_m, _p, group, key) => `\${tokens.${group}${key}}`).replace(INNER, 'tokens.$1');
  out = out.replace(PROPLESS, (m, param, text) => (new RegExp(String.raw`\b${param}\b`).test(text) ? m : text));
  out = unwrapPropless(out);
  const usesTokens = /\btokens\.(?:color|space|radius|font|shadow|z|motion)\b/.test(out);
  const reexportsT = [...out.matchAll(LIST)].some((m) => m[1] === 'export' && !m[2] && hasName(m[3], 't'));
  if (!usesTokens && !reexportsT) return out;
  // Bring `tokens` in (or re-export it) wherever `t` comes from: the same module exports both.
  out = out.replace(LIST, (m, kind, type, list) => {
    if (type || !hasName(list, 't') || hasName(list, 'tokens')) return m;
    const multiline = list.includes('\n');
    const items = names(list);
    items.splice(items.indexOf('t') + 1, 0, 'tokens');
    return multiline ? `${kind} {\n  ${items.join(',\n  ')},\n}` : `${kind} { ${items.join(', ')} }`;
  });
  // Drop an imported `t` nothing uses any more (a module that re-exports it keeps it).
  const body = out.replace(LIST, '');
  if (!reexportsT && !/\bt\(/.test(body) && !/[^\w.$'"`-]t\b(?![\w$'"-])/.test(body.replace(/(['"`]).*?\1/g, ''))) {
    out = out.replace(LIST, (m, kind, type, list) => {
      if (kind !== 'import' || type || !hasName(list, 't')) return m;
      const items = names(list).filter((s) => s !== 't');
      return list.includes('\n') ? `${kind} {\n  ${items.join(',\n  ')},\n}` : `${kind} { ${items.join(', ')} }`;
    });
  }
  return out;
}

const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['packages', 'apps'];
let changed = 0;
for (const root of roots) {
  for (const path of files(root)) {
    const before = readFileSync(path, 'utf8');
    if (!before.includes('t(') && !/\$\{\s*\(?\s*\w+\s*\)?\s*=>/.test(before) && !/export\s*\{[^}]*\bt\b/.test(before)) continue;
    const after = convert(before);
    if (after !== before) {
      writeFileSync(path, after);
      changed += 1;
      console.log(`converted ${path}`);
    }
    for (const [i, line] of after.split('\n').entries()) {
      if (/\bt\((?:p|props|\{)/.test(line)) console.log(`  left by hand: ${path}:${i + 1}: ${line.trim()}`);
    }
  }
}
console.log(`${changed} files changed`);
