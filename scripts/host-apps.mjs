#!/usr/bin/env node
/**
 * Host-app tests on the built packages (run `npm run build` first): packs every package, installs the
 * tarballs into two fresh apps outside the repository (a Vite + React app and a Next.js App Router
 * app, every other dependency from the npm registry), builds them, serves them and checks what a
 * product team would see: the cards, a feed and an educator profile, the Next.js server render
 * without a `window` error, and a hydration without errors in the system Chromium.
 *
 * Templates: scripts/host-apps/{vite,next}; their TypeScript files end in `.tpl` so the repository's
 * own typecheck and lint leave them alone (they import `next`, which only the host app installs).
 * KEEP_HOST_APPS=1 keeps the temporary folder for a look.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const templates = path.join(import.meta.dirname, 'host-apps');
const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const NEXT_VERSION = '16.4.6'; // the newest 16.x (engines: node >=20.9.0, so it runs on our Node 20)
const INSTALL_TIMEOUT_MS = 4 * 60_000;
// Generous: `next build` takes about 1.5 min on an idle 2-core machine, far more on a busy one.
const BUILD_TIMEOUT_MS = 6 * 60_000;
const started = Date.now();

const results = [];
const servers = [];
const running = new Set();
let work;

function report(label, ok, detail) {
  results.push({ label, ok });
  process.stdout.write(`${ok ? '✓' : '✗'} ${label}\n`);
  if (!ok && detail) process.stdout.write(`${String(detail).trim()}\n`);
  return ok;
}

/** Runs a command to its end; resolves with its exit code and output (never rejects). */
function run(command, args, { cwd, env, timeoutMs = BUILD_TIMEOUT_MS } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
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
      running.delete(child);
      clearTimeout(timer);
      resolve({ code: code ?? -1, output });
    });
  });
}

function killGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Starts a long-running server; its output is kept for the log checks. */
function startServer(command, args, { cwd, env }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const server = { child, output: '' };
  child.stdout.on('data', (chunk) => (server.output += chunk));
  child.stderr.on('data', (chunk) => (server.output += chunk));
  servers.push(server);
  return server;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, server, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (server.child.exitCode !== null) throw new Error(`the server stopped (exit ${server.child.exitCode}):\n${server.output}`);
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

function cleanUp() {
  for (const { child } of servers) killGroup(child);
  for (const child of running) killGroup(child);
  if (work && !process.env.KEEP_HOST_APPS) rmSync(work, { recursive: true, force: true });
  else if (work) process.stdout.write(`(kept ${work})\n`);
}

process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** What the apps must show: the same seeded records the apps take from the packed mock backend. */
async function expectedContent() {
  const mocks = await import(pathToFileURL(path.join(root, 'packages/api-client/dist/mocks.js')).href);
  mocks.resetMocks();
  const educator = mocks.mockSession.current();
  return {
    jobTitle: mocks.mockStore.jobs[0].job_title,
    eventName: mocks.mockStore.events[0].event_name,
    educatorName: educator.full_name,
  };
}

/** Every file path an `exports` map points at, without the leading ./ */
function exportTargets(exports) {
  if (typeof exports === 'string') return [exports.replace(/^\.\//, '')];
  return Object.values(exports ?? {}).flatMap(exportTargets);
}

async function packAll(destination) {
  const tarballs = {};
  for (const dir of readdirSync(path.join(root, 'packages')).sort()) {
    const pkgDir = path.join(root, 'packages', dir);
    const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    if (!existsSync(path.join(pkgDir, 'dist'))) {
      report(`${pkg.name}: npm pack`, false, `${pkgDir}/dist is missing: run \`npm run build\` first.`);
      continue;
    }
    const { code, output } = await run('npm', ['pack', '--json', '--pack-destination', destination], { cwd: pkgDir, timeoutMs: 60_000 });
    let packed;
    try {
      packed = JSON.parse(output.slice(output.indexOf('['))).at(0);
    } catch {
      packed = undefined;
    }
    if (!report(`${pkg.name}: npm pack`, code === 0 && Boolean(packed?.filename), output)) continue;
    // A tarball packed while a build is half-written (tsup cleans dist first) lacks entry files or types.
    const files = new Set(packed.files.map((f) => f.path));
    const missing = exportTargets(pkg.exports).filter((target) => !files.has(target));
    if (report(`${pkg.name}: the tarball holds every file its exports name`, missing.length === 0, `missing: ${missing.join(', ')} (run \`npm run build\` again)`)) {
      tarballs[pkg.name] = `file:${path.join(destination, packed.filename)}`;
    }
  }
  return tarballs;
}

/** The host's package.json: the kit from the tarballs (their own @edupassport dependencies too), the rest from the registry. */
function writeAppPackage(dir, name, dependencies, devDependencies, scripts, tarballs) {
  const kit = Object.fromEntries(Object.keys(tarballs).map((pkgName) => [pkgName, `$${pkgName}`]));
  const pkg = { name, private: true, type: 'module', scripts, dependencies: { ...dependencies, ...tarballs }, devDependencies, overrides: kit };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
}

async function install(dir, label) {
  const { code, output } = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: dir,
    timeoutMs: INSTALL_TIMEOUT_MS,
  });
  let detail = output;
  if (code !== 0 && /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|ENETUNREACH|network/i.test(output)) {
    const registry = process.env.npm_config_registry || 'the npm registry';
    detail = `npm install could not reach ${registry}: the host apps take react, styled-components, vite and next from it. Check the network or the registry setting (npm config get registry).\n${output}`;
  }
  return report(`${label}: npm install (registry + tarballs)`, code === 0, detail);
}

const version = (name) => rootPkg.devDependencies[name];

/** Copies a template app, dropping the `.tpl` ending of its TypeScript files. */
function copyTemplate(name, dir) {
  cpSync(path.join(templates, name), dir, { recursive: true });
  for (const entry of readdirSync(dir, { recursive: true })) {
    if (entry.endsWith('.tpl')) renameSync(path.join(dir, entry), path.join(dir, entry.slice(0, -'.tpl'.length)));
  }
}

function prepareVite(dir, tarballs) {
  copyTemplate('vite', dir);
  writeAppPackage(
    dir,
    'edu-host-vite',
    { react: version('react'), 'react-dom': version('react-dom'), 'styled-components': version('styled-components'), msw: version('msw') },
    { vite: version('vite'), '@vitejs/plugin-react': version('@vitejs/plugin-react') },
    { build: 'vite build', preview: 'vite preview' },
    tarballs,
  );
}

function prepareNext(dir, tarballs) {
  copyTemplate('next', dir);
  writeAppPackage(
    dir,
    'edu-host-next',
    { next: NEXT_VERSION, react: version('react'), 'react-dom': version('react-dom'), 'styled-components': version('styled-components'), msw: version('msw') },
    { typescript: version('typescript'), '@types/react': version('@types/react'), '@types/react-dom': version('@types/react-dom'), '@types/node': version('@types/node') },
    { build: 'next build', start: 'next start' },
    tarballs,
  );
}

async function openBrowser() {
  const { chromium } = await import(pathToFileURL(path.join(root, 'node_modules/playwright-core/index.mjs')).href);
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath}: set CHROMIUM_PATH or install the chromium package`);
  return chromium.launch({ executablePath, args: ['--no-sandbox'] });
}

/**
 * Opens the app and waits for what a visitor sees; returns the page errors and console errors.
 * The feed's posts and the profile load through the client after hydration, so seeing them also proves it.
 */
async function visit(browser, url, expected, label) {
  const page = await browser.newPage();
  const pageErrors = [];
  const consoleErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.stack || error.message));
  page.on('console', (message) => {
    // Pictures the seeded records point at are not reachable without a network; that is not the kit's fault.
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) consoleErrors.push(message.text());
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const visible = async (name, locator) => {
      try {
        await locator.first().waitFor({ state: 'visible', timeout: 30_000 });
        return report(`${label}: ${name} is visible`, true);
      } catch (error) {
        return report(`${label}: ${name} is visible`, false, error.message.split('\n')[0]);
      }
    };
    await visible(`the job title "${expected.jobTitle}"`, page.getByRole('region', { name: 'Job' }).getByRole('heading', { name: expected.jobTitle }));
    await visible(`the event name "${expected.eventName}"`, page.getByRole('region', { name: 'Event' }).getByRole('heading', { name: expected.eventName }));
    await visible('at least one post in the feed', page.locator('[role="feed"] [data-post-type]'));
    await visible(`the educator's name "${expected.educatorName}"`, page.getByRole('region', { name: 'Educator profile' }).getByText(expected.educatorName));
    // Let late effects and rejected promises surface before judging.
    await page.waitForTimeout(1000);
  } catch (error) {
    report(`${label}: page opens`, false, error.message);
  } finally {
    await page.close();
  }
  return { pageErrors, consoleErrors };
}

async function checkVite(dir, expected, browser) {
  // The mock backend's service worker, as `msw init public` would copy it.
  mkdirSync(path.join(dir, 'public'), { recursive: true });
  cpSync(path.join(dir, 'node_modules/msw/lib/mockServiceWorker.js'), path.join(dir, 'public/mockServiceWorker.js'));
  const build = await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { cwd: dir });
  if (!report('vite: vite build', build.code === 0, build.output)) return;
  const port = await freePort();
  const server = startServer(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: dir });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForHttp(url, server);
  } catch (error) {
    report('vite: vite preview serves dist', false, error.message);
    return;
  }
  report('vite: vite preview serves dist', true);
  const { pageErrors } = await visit(browser, url, expected, 'vite (Chromium)');
  report('vite (Chromium): no page error', pageErrors.length === 0, pageErrors.join('\n'));
}

async function checkNext(dir, expected, browser) {
  const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const build = await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { cwd: dir, env });
  if (!report('next: next build', build.code === 0, build.output)) return;
  report('next: the build log has no `window is not defined`', !/window is not defined/.test(build.output), build.output);
  const port = await freePort();
  const server = startServer(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: dir, env });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForHttp(url, server);
  } catch (error) {
    report('next: next start serves the app', false, error.message);
    return;
  }
  report('next: next start serves the app', true);

  const response = await fetch(url);
  const html = await response.text();
  report('next: GET / answers 200', response.status === 200, `status ${response.status}`);
  const inHtml = (text) => html.includes(text) || html.includes(escapeHtml(text));
  report(`next: the server HTML holds the job title "${expected.jobTitle}"`, inHtml(expected.jobTitle), html.slice(0, 2000));
  report(`next: the server HTML holds the event name "${expected.eventName}"`, inHtml(expected.eventName), html.slice(0, 2000));
  // The registry put the kit's styles into the server HTML, so the first paint is styled.
  report('next: the server HTML carries the styled-components styles', /<style[^>]*data-styled/.test(html), html.slice(0, 2000));

  const { pageErrors, consoleErrors } = await visit(browser, url, expected, 'next (Chromium)');
  report('next (Chromium): hydration without page errors', pageErrors.length === 0, pageErrors.join('\n'));
  report('next (Chromium): hydration without console errors', consoleErrors.length === 0, consoleErrors.join('\n'));
  const serverProblems = server.output.split('\n').filter((line) => /window is not defined|document is not defined|⨯|\bError\b/.test(line));
  report('next: the server log has no `window is not defined` or error', serverProblems.length === 0, server.output);
}

async function main() {
  for (const dir of readdirSync(path.join(root, 'packages'))) {
    if (!existsSync(path.join(root, 'packages', dir, 'dist'))) {
      process.stdout.write(`✗ packages/${dir}/dist is missing: run \`npm run build\` first.\n`);
      process.exit(1);
    }
  }
  work = mkdtempSync(path.join(os.tmpdir(), 'edu-host-apps-'));
  const tarballDir = path.join(work, 'tarballs');
  mkdirSync(tarballDir);
  const tarballs = await packAll(tarballDir);
  if (Object.keys(tarballs).length !== readdirSync(path.join(root, 'packages')).length) {
    report('every package packed completely', false, 'the host apps need all six tarballs: see above.');
    return;
  }
  const expected = await expectedContent();
  const viteDir = path.join(work, 'vite-app');
  const nextDir = path.join(work, 'next-app');
  prepareVite(viteDir, tarballs);
  prepareNext(nextDir, tarballs);
  // The two installs wait on the network, not the CPU: side by side.
  const [viteInstalled, nextInstalled] = await Promise.all([install(viteDir, 'vite'), install(nextDir, 'next')]);
  let browser;
  try {
    browser = await openBrowser();
  } catch (error) {
    report('Chromium starts', false, error.message);
    return;
  }
  try {
    if (viteInstalled) await checkVite(viteDir, expected, browser);
    if (nextInstalled) await checkNext(nextDir, expected, browser);
  } finally {
    await browser.close();
  }
}

try {
  await main();
} catch (error) {
  report('host-app tests ran to the end', false, error.stack || error.message);
} finally {
  cleanUp();
}
const failed = results.filter((r) => !r.ok).length;
process.stdout.write(`\n${results.length - failed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)\n`);
process.exit(failed ? 1 : 0);
