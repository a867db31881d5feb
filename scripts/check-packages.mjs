#!/usr/bin/env node
/**
 * Package checks on the built packages (run `npm run build` first): publint --strict, attw --pack,
 * and a real import of every entry under plain Node, ESM and CJS, the way a host's server loads them.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const packages = readdirSync(path.join(root, 'packages')).sort();
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

// Packages of React components and hooks: every built module must be a client module for RSC hosts.
const clientPackages = new Set(['ui', 'admin-kit', 'feed', 'opportunities', 'profiles']);

function checkUseClient(label, distDir) {
  const unmarked = readdirSync(distDir)
    .filter((name) => /\.c?js$/.test(name))
    .filter((name) => !readFileSync(path.join(distDir, name), 'utf8').startsWith('"use client";'));
  const ok = unmarked.length === 0;
  process.stdout.write(`${ok ? '✓' : '✗'} ${label}\n`);
  if (!ok) {
    process.stdout.write(`without "use client": ${unmarked.join(', ')}\n`);
    problems.push(label);
  }
}

for (const dir of packages) {
  const pkgDir = path.join(root, 'packages', dir);
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  if (clientPackages.has(dir)) checkUseClient(`${pkg.name}: every built module starts with "use client"`, path.join(pkgDir, 'dist'));
  check(`${pkg.name}: publint --strict`, 'npx', ['publint', '--strict', pkgDir]);
  // node16 profile: the subpath entries need a resolver that reads `exports` (Node 12.7+ and every bundler).
  check(`${pkg.name}: attw --pack`, 'npx', ['attw', '--pack', pkgDir, '--profile', 'node16', '--format', 'table-flipped']);
  const entries = Object.keys(pkg.exports).filter((key) => key !== './package.json');
  for (const entry of entries) {
    const specifier = entry === '.' ? pkg.name : `${pkg.name}/${entry.slice(2)}`;
    const esm = `import(${JSON.stringify(specifier)}).then((m) => { if (!Object.keys(m).length) throw new Error('no exports'); })`;
    check(`${specifier}: plain Node ESM import`, process.execPath, ['--input-type=module', '-e', esm]);
    const cjs = `const m = require(${JSON.stringify(specifier)}); if (!Object.keys(m).length) throw new Error('no exports');`;
    check(`${specifier}: plain Node CJS require`, process.execPath, ['-e', cjs]);
  }
}

if (problems.length) {
  process.stdout.write(`\n${problems.length} package check(s) failed.\n`);
  process.exit(1);
}
process.stdout.write('\nAll package checks passed.\n');
