/**
 * What the host-app scripts share (scripts/host-apps.mjs, scripts/page-figures.mjs): pack the built packages,
 * write a fresh app's package.json (the kit from the tarballs, everything else from the npm registry), install
 * it, copy a template app, run commands and servers in their own process groups, and open the system Chromium.
 *
 * Every step reports through a `report(label, ok, detail)` callback, so each script keeps its own output style.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** The repository this file belongs to (its node_modules has playwright-core). */
export const toolRoot = path.resolve(import.meta.dirname, '../..');

// Generous: `next build` takes about 1.5 min on an idle 2-core machine, far more on a busy one.
export const BUILD_TIMEOUT_MS = 6 * 60_000;
export const INSTALL_TIMEOUT_MS = 4 * 60_000;

/** Children still running (commands and servers), so that a clean-up can stop them all. */
const children = new Set();

export function killGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Stops every command and server this module started (their whole process groups). */
export function killAll() {
  for (const child of children) killGroup(child);
}

/** Runs a command to its end; resolves with its exit code and output (never rejects). */
export function run(command, args, { cwd, env, timeoutMs = BUILD_TIMEOUT_MS } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\n(timed out after ${timeoutMs / 1000} s)`;
      killGroup(child);
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: -1, output: `${output}\n${error.message}` });
    });
    child.on('close', (code) => {
      children.delete(child);
      clearTimeout(timer);
      resolve({ code: code ?? -1, output });
    });
  });
}

/** Starts a long-running server; its output is kept (`server.output`) for the log checks. */
export function startServer(command, args, { cwd, env }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  child.on('close', () => children.delete(child));
  const server = { child, output: '' };
  child.stdout.on('data', (chunk) => (server.output += chunk));
  child.stderr.on('data', (chunk) => (server.output += chunk));
  return server;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url, server, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (server.child.exitCode !== null)
      throw new Error(`the server stopped (exit ${server.child.exitCode}):\n${server.output}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s:\n${server.output}`);
}

/** Every file path an `exports` map points at, without the leading ./ */
function exportTargets(exports) {
  if (typeof exports === 'string') return [exports.replace(/^\.\//, '')];
  return Object.values(exports ?? {}).flatMap(exportTargets);
}

/** The folders of `repo`'s packages/ that are published (the private `internal` one is bundled into the others). */
export function publishedPackages(repo) {
  return readdirSync(path.join(repo, 'packages'))
    .filter((dir) => !JSON.parse(readFileSync(path.join(repo, 'packages', dir, 'package.json'), 'utf8')).private)
    .sort();
}

/** The published packages of `repo` whose dist is missing (empty when all are built). */
export function unbuiltPackages(repo) {
  return publishedPackages(repo).filter((dir) => !existsSync(path.join(repo, 'packages', dir, 'dist')));
}

/**
 * Packs every package of `repo` into `destination`; resolves with `{ [name]: 'file:<tarball>' }` for those packed
 * completely (a tarball packed while a build is half-written lacks entry files or types, and is reported).
 */
export async function packAll(repo, destination, report) {
  const tarballs = {};
  for (const dir of publishedPackages(repo)) {
    const pkgDir = path.join(repo, 'packages', dir);
    const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    if (!existsSync(path.join(pkgDir, 'dist'))) {
      report(`${pkg.name}: npm pack`, false, `${pkgDir}/dist is missing: run \`npm run build\` first.`);
      continue;
    }
    const { code, output } = await run('npm', ['pack', '--json', '--pack-destination', destination], {
      cwd: pkgDir,
      timeoutMs: 60_000,
    });
    let packed;
    try {
      packed = JSON.parse(output.slice(output.indexOf('['))).at(0);
    } catch {
      packed = undefined;
    }
    if (!report(`${pkg.name}: npm pack`, code === 0 && Boolean(packed?.filename), output)) continue;
    const files = new Set(packed.files.map((f) => f.path));
    const missing = exportTargets(pkg.exports).filter((target) => !files.has(target));
    if (
      report(
        `${pkg.name}: the tarball holds every file its exports name`,
        missing.length === 0,
        `missing: ${missing.join(', ')} (run \`npm run build\` again)`,
      )
    ) {
      tarballs[pkg.name] = `file:${path.join(destination, packed.filename)}`;
    }
  }
  return tarballs;
}

/** The version `repo`'s root package.json pins for a dev dependency (react, vite, msw, ...). */
export function rootVersions(repo) {
  const rootPkg = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));
  return (name) => {
    const version = rootPkg.devDependencies?.[name];
    if (!version) throw new Error(`${repo}/package.json has no devDependency ${name}`);
    return version;
  };
}

/**
 * The kit packages a host lists for the ones it imports (`uses`): those and, transitively, the kit packages they
 * take as peers (ui and api-client; admin-kit for opportunities), as `{ name: 'file:<tarball>' }`. Read from
 * `repo`'s manifests, which are what was packed.
 */
export function kitFor(repo, tarballs, uses) {
  const manifests = Object.fromEntries(
    readdirSync(path.join(repo, 'packages')).map((dir) => {
      const pkg = JSON.parse(readFileSync(path.join(repo, 'packages', dir, 'package.json'), 'utf8'));
      return [pkg.name, pkg];
    }),
  );
  const wanted = new Set();
  const queue = [...uses];
  while (queue.length) {
    const name = queue.shift();
    if (wanted.has(name)) continue;
    if (!tarballs[name]) throw new Error(`${name} was not packed`);
    wanted.add(name);
    queue.push(...Object.keys(manifests[name].peerDependencies ?? {}).filter((peer) => peer in manifests));
  }
  return Object.fromEntries([...wanted].sort().map((name) => [name, tarballs[name]]));
}

/**
 * The host's package.json as a product team writes it: the kit packages it lists (`kit`, from `kitFor`: the
 * tarballs), everything else from the registry, and no `overrides`: the kit's own peers must resolve to one copy.
 */
export function writeAppPackage(dir, name, dependencies, devDependencies, scripts, kit) {
  const pkg = {
    name,
    private: true,
    type: 'module',
    scripts,
    dependencies: { ...dependencies, ...kit },
    devDependencies,
  };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
}

/** Every folder under `appDir`'s node_modules tree (nested node_modules included) holding package `name`. */
export function installedCopies(appDir, name) {
  const found = [];
  const visit = (modules) => {
    if (!existsSync(modules)) return;
    if (existsSync(path.join(modules, name, 'package.json'))) found.push(path.join(modules, name));
    for (const entry of readdirSync(modules)) {
      if (entry.startsWith('.')) continue;
      const packages = entry.startsWith('@') ? readdirSync(path.join(modules, entry)).map((sub) => path.join(entry, sub)) : [entry];
      for (const pkg of packages) visit(path.join(modules, pkg, 'node_modules'));
    }
  };
  visit(path.join(appDir, 'node_modules'));
  return found;
}

/** Reports, for each of `names`, that the installed app has exactly one copy of it. */
export function checkOneCopy(appDir, label, names, report) {
  let ok = true;
  for (const name of names) {
    const copies = installedCopies(appDir, name);
    const where = copies.map((copy) => path.relative(appDir, copy)).join(', ') || 'none';
    ok = report(`${label}: one copy of ${name} installed`, copies.length === 1, `found ${copies.length}: ${where}`) && ok;
  }
  return ok;
}

export async function install(dir, label, report) {
  const { code, output } = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    {
      cwd: dir,
      timeoutMs: INSTALL_TIMEOUT_MS,
    },
  );
  let detail = output;
  if (code !== 0 && /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|ENETUNREACH|network/i.test(output)) {
    const registry = process.env.npm_config_registry || 'the npm registry';
    detail = `npm install could not reach ${registry}: the host apps take react, styled-components, vite and next from it. Check the network or the registry setting (npm config get registry).\n${output}`;
  }
  return report(`${label}: npm install (registry + tarballs)`, code === 0, detail);
}

/** Copies a template app, dropping the `.tpl` ending of its TypeScript files (so the repository's typecheck and lint skip them). */
export function copyTemplate(from, dir) {
  cpSync(from, dir, { recursive: true });
  for (const entry of readdirSync(dir, { recursive: true })) {
    if (entry.endsWith('.tpl')) renameSync(path.join(dir, entry), path.join(dir, entry.slice(0, -'.tpl'.length)));
  }
}

/** The system Chromium (lib/chromium.mjs), said plainly when it is missing; never a download. */
export async function openBrowser() {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath))
    throw new Error(`no Chromium at ${executablePath}: set CHROMIUM_PATH or install the chromium package`);
  // Loaded on use: the scripts that only pack and build never load playwright-core.
  const { launchChromium } = await import('./chromium.mjs');
  return launchChromium();
}

/** `peers` (react, react-dom, ...) and every package they depend on, as installed in `appDir`: a build's `peers` chunk. */
export function peerPackages(appDir, peers) {
  const found = new Set();
  const queue = [...peers];
  while (queue.length) {
    const name = queue.shift();
    if (found.has(name)) continue;
    found.add(name);
    const manifest = path.join(appDir, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    queue.push(...Object.keys(pkg.dependencies ?? {}));
  }
  return [...found].sort();
}
