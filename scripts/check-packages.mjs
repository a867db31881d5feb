#!/usr/bin/env node
/**
 * Package checks on the built packages (run `npm run build` first): publint --strict, attw --pack,
 * a real import of every entry under plain Node, ESM and CJS, the way a host's server loads them,
 * `renderToString` of every public component (props from scripts/render-props.mjs), and
 * `npm publish --dry-run` of every package with dist/, README.md, LICENSE and CHANGELOG.md in the tarball.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { renderProps, renderWrappers } from './render-props.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The published packages; the private @edupassport/internal is bundled into them and never packed on its own.
const packages = readdirSync(path.join(root, 'packages'))
  .filter((dir) => !JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8')).private)
  .sort();
const problems = [];

function check(label, command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: root, ...options });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  const ok = result.status === 0;
  process.stdout.write(`${ok ? '✓' : '✗'} ${label}\n`);
  if (!ok) {
    process.stdout.write(`${output}\n`);
    problems.push(label);
  }
}

// Packages of React components and hooks.
const clientPackages = new Set(['ui', 'admin-kit', 'feed', 'opportunities', 'profiles']);

/**
 * "use client" only where a module needs it (scripts/lib/use-client.mjs decides at build time): the entries (barrels)
 * and the pure helpers a server component calls carry none; components that hold state or styles carry it.
 */
const useClientExpected = {
  'api-client': { without: ['index.js', 'index.cjs', 'rules.js', 'mocks.js'], with: [] },
  ui: {
    without: ['index.js', 'index.cjs', 'headless.js', 'server/index.js', 'url/safeUrl.js', 'url/safeUrl.cjs', 'SafeHtml/sanitize.js', 'SafeHtml/purifier.js', 'SalaryText/formatSalary.js', 'query/keys.js', 'messages/index.js'],
    with: ['Button/Button.js', 'Button/Button.cjs', 'EduProvider/EduProvider.js', 'SafeHtml/SafeHtml.js'],
  },
  'admin-kit': { without: ['index.js', 'headless.js'], with: [] },
  feed: { without: ['index.js', 'headless.js', 'server/index.js', 'queryKeys.js', 'hooks/postQueries.js', 'messages/index.js'], with: ['PostCard/PostCard.js', 'PostComposer/PostComposer.js'] },
  opportunities: { without: ['index.js', 'headless.js', 'server/index.js', 'rules/freshness.js', 'rules/eventRules.js', 'queryKeys.js', 'messages/index.js'], with: ['JobCard/JobCard.js'] },
  profiles: { without: ['index.js', 'headless.js', 'server/index.js', 'queryKeys.js', 'hooks/profileQueries.js'], with: ['ProfileSummaryCard/ProfileSummaryCard.js'] },
};

function checkUseClient(label, distDir, { with: client, without: pure }) {
  const marked = (file) => readFileSync(path.join(distDir, file), 'utf8').startsWith('"use client";');
  const wrong = [];
  for (const file of pure) {
    try {
      if (marked(file)) wrong.push(`${file} carries "use client"`);
    } catch {
      wrong.push(`${file} is not built`);
    }
  }
  for (const file of client) {
    try {
      if (!marked(file)) wrong.push(`${file} lacks "use client"`);
    } catch {
      wrong.push(`${file} is not built`);
    }
  }
  const ok = wrong.length === 0;
  process.stdout.write(`${ok ? '✓' : '✗'} ${label}\n`);
  if (!ok) {
    process.stdout.write(`${wrong.map((w) => `  ${w}`).join('\n')}\n`);
    problems.push(label);
  }
}

for (const dir of packages) {
  const pkgDir = path.join(root, 'packages', dir);
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  checkUseClient(`${pkg.name}: "use client" on the stateful modules, not on the entries and pure helpers`, path.join(pkgDir, 'dist'), useClientExpected[dir]);
  check(`${pkg.name}: publint --strict`, 'npx', ['publint', '--strict', pkgDir]);
  // node16 profile: the subpath entries need a resolver that reads `exports` (Node 12.7+ and every bundler).
  check(`${pkg.name}: attw --pack`, 'npx', ['attw', '--pack', pkgDir, '--profile', 'node16', '--format', 'table-flipped']);
  // A host does not have @edupassport/internal: no public declaration may name it.
  const declarations = readdirSync(path.join(pkgDir, 'dist'), { recursive: true }).filter((file) => /\.d\.c?ts$/.test(file));
  const leaking = declarations.filter((file) => readFileSync(path.join(pkgDir, 'dist', file), 'utf8').includes('@edupassport/internal'));
  const leakLabel = `${pkg.name}: no declaration names @edupassport/internal`;
  process.stdout.write(`${leaking.length ? `✗ ${leakLabel}\n  ${leaking.join(', ')}` : `✓ ${leakLabel}`}\n`);
  if (leaking.length) problems.push(leakLabel);
  const entries = Object.keys(pkg.exports).filter((key) => key !== './package.json');
  for (const entry of entries) {
    const specifier = entry === '.' ? pkg.name : `${pkg.name}/${entry.slice(2)}`;
    const esm = `import(${JSON.stringify(specifier)}).then((m) => { if (!Object.keys(m).length) throw new Error('no exports'); })`;
    check(`${specifier}: plain Node ESM import`, process.execPath, ['--input-type=module', '-e', esm]);
    const cjs = `const m = require(${JSON.stringify(specifier)}); if (!Object.keys(m).length) throw new Error('no exports');`;
    check(`${specifier}: plain Node CJS require`, process.execPath, ['-e', cjs]);
  }
}

// --- renderToString of every public component, the built packages under plain Node ---------------

/** Whether an export is a React component: a capitalised function that is not a plain class, or a forwardRef/memo/lazy object. */
function isComponent(name, value) {
  if (!/^[A-Z]/.test(name) || /^[A-Z0-9_]+$/.test(name)) return false;
  if (typeof value === 'function') {
    if (value.prototype?.isReactComponent) return true;
    // Error classes and other constructors are exported too; they are not components.
    return !/^class[\s{]/.test(Function.prototype.toString.call(value));
  }
  const exotic = ['react.forward_ref', 'react.memo', 'react.lazy'].map((key) => Symbol.for(key));
  return Boolean(value) && typeof value === 'object' && exotic.includes(value.$$typeof);
}

async function checkRenderToString() {
  const mocks = await import('@edupassport/api-client/mocks');
  const { createApiClient } = await import('@edupassport/api-client');
  const ui = await import('@edupassport/ui');
  const kit = { ui };
  const props = renderProps(mocks, kit);
  const wrappers = renderWrappers(kit);
  mocks.resetMocks();
  // Nothing is fetched on the server (loads run in effects); the client only has to exist.
  const client = createApiClient({ baseUrl: 'https://api.edupassport.test' });
  const session = { user: mocks.mockSession.current(), isAdmin: false };
  for (const dir of packages) {
    const pkg = JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8'));
    if (!clientPackages.has(dir)) continue;
    const entry = await import(pkg.name);
    const components = Object.entries(entry).filter(([name, value]) => isComponent(name, value));
    const table = props[pkg.name] ?? {};
    const failures = [];
    // A row for a component the package no longer exports is a stale table, not a pass.
    for (const name of Object.keys(table)) if (!(name in entry)) failures.push(`${name}: listed in scripts/render-props.mjs but not exported`);
    const captured = [];
    const originalError = console.error;
    console.error = (...args) => captured.push(args.map(String).join(' '));
    try {
      for (const [name, Component] of components) {
        captured.length = 0;
        const element = createElement(Component, table[name] ?? {});
        const wrap = wrappers[pkg.name]?.[name] ?? ((e) => e);
        try {
          const html = renderToString(createElement(ui.EduProvider, { client, session }, wrap(element)));
          if (typeof html !== 'string') throw new Error('renderToString gave no string');
          if (captured.length) failures.push(`${name}: logged an error while rendering: ${captured[0].split('\n')[0]}`);
        } catch (error) {
          const hint = name in table ? '' : ' (needs props? give it a row in scripts/render-props.mjs)';
          failures.push(`${name}: ${String(error?.message ?? error).split('\n')[0]}${hint}`);
        }
      }
    } finally {
      console.error = originalError;
    }
    const label = `${pkg.name}: renderToString of every public component (${components.length}) under Node`;
    process.stdout.write(`${failures.length ? '✗' : '✓'} ${label}\n`);
    if (failures.length) {
      process.stdout.write(`${failures.map((f) => `  ${f}`).join('\n')}\n`);
      problems.push(label);
    }
  }
}

try {
  await checkRenderToString();
} catch (error) {
  process.stdout.write(`✗ renderToString of the public components\n${error?.stack ?? error}\n`);
  problems.push('renderToString of the public components');
}

// --- npm publish --dry-run: what each tarball would hold --------------------------------------------

for (const dir of packages) {
  const pkgDir = path.join(root, 'packages', dir);
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const label = `${pkg.name}: npm publish --dry-run lists dist/, README.md, LICENSE and CHANGELOG.md`;
  const result = spawnSync('npm', ['publish', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', cwd: pkgDir });
  let files = null;
  try {
    const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{')));
    files = (report[pkg.name] ?? report).files.map((f) => f.path);
  } catch {
    files = null;
  }
  if (result.status !== 0 || !files) {
    process.stdout.write(`✗ ${label}\nnpm publish --dry-run failed:\n${`${result.stdout ?? ''}${result.stderr ?? ''}`.trim()}\n`);
    problems.push(label);
    continue;
  }
  const missing = [];
  if (!files.some((f) => f.startsWith('dist/'))) missing.push('dist/ (run `npm run build`)');
  if (!files.includes('README.md')) missing.push('README.md');
  // npm packs the package folder's LICENSE (a copy of the root's), never the root's own.
  if (!files.includes('LICENSE')) missing.push('LICENSE (copy the root LICENSE into the package folder)');
  // npm packs a CHANGELOG only when `files` names it; `changeset version` writes it.
  if (!files.includes('CHANGELOG.md')) missing.push('CHANGELOG.md (run `npm run version-packages`, and list "CHANGELOG.md" in package.json `files`)');
  process.stdout.write(`${missing.length ? '✗' : '✓'} ${label}\n`);
  if (missing.length) {
    process.stdout.write(`  the tarball (${files.length} files) lacks: ${missing.join('; ')}\n`);
    problems.push(label);
  }
}

if (problems.length) {
  process.stdout.write(`\n${problems.length} package check(s) failed.\n`);
  process.exit(1);
}
process.stdout.write('\nAll package checks passed.\n');
