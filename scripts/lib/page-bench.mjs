// What the page benchmarks share (page-figures.mjs, bench-peers.mjs): their command line, progress and exit, a work
// folder, the feed host app on the packed kit, and one measured load of a page in Chromium.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  checkOneCopy,
  copyTemplate,
  install,
  killAll,
  kitFor,
  packAll,
  peerPackages,
  publishedPackages,
  rootVersions,
  run,
  writeAppPackage,
} from './pack.mjs';

/** `option('runs', 3)`: the word after --runs, else the fallback; `flag('check')`: whether --check was given. */
export function commandLine(args = process.argv.slice(2)) {
  return {
    flag: (name) => args.includes(`--${name}`),
    option: (name, fallback) => {
      const i = args.indexOf(`--${name}`);
      return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
    },
  };
}

/**
 * Progress on stderr (a ✓ or ✗ line a step, a failure's detail below it, its last `detailChars` characters) and
 * the script's end: `finish(main)` runs it, prints the time taken and exits 1 when a step failed.
 */
export function progress({ name, detailChars = Infinity }) {
  const started = Date.now();
  let failed = false;
  const log = (line) => process.stderr.write(`${line}\n`);
  const report = (label, ok, detail) => {
    log(`${ok ? '✓' : '✗'} ${label}`);
    if (!ok) {
      failed = true;
      if (detail) log(String(detail).trim().slice(-detailChars));
    }
    return ok;
  };
  const finish = async (main) => {
    try {
      await main();
    } catch (error) {
      report(`${name} ran to the end`, false, error.stack || error.message);
    }
    process.stdout.write(`\n(${Math.round((Date.now() - started) / 1000)} s)\n`);
    process.exit(failed ? 1 : 0);
  };
  return { log, report, fail: () => void (failed = true), finish };
}

/** A temporary folder for the apps; `cleanUp` (also on Ctrl-C) stops their processes and removes it unless $keep is set. */
export function workFolder(prefix, keep, log) {
  const work = mkdtempSync(path.join(os.tmpdir(), prefix));
  const cleanUp = () => {
    killAll();
    if (process.env[keep]) log(`(kept ${work})`);
    else rmSync(work, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  return { work, cleanUp };
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const gzipped = new Map();
/** A served file's gzip size at zlib level 9: a stable figure, not the transferred size. */
export function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipped.get(file);
}

/** The host pages app's mock backend (msw, the kit's mocks, their worker): not the page, left out of its figures. */
export const MOCK_SCRIPT = /^\/(__mock__\/|mockServiceWorker\.js$)/;
const PAGES_TEMPLATE = path.join(import.meta.dirname, '../page-figures');
/** The peers a host installs beside the kit; they and their own dependencies make the build's `peers` chunk. */
const PEERS = ['react', 'react-dom', 'scheduler', 'styled-components'];

/**
 * The host pages app (template scripts/page-figures) in `work/<folder>` on `repo`'s packed kit, the packages it
 * `uses` installed with react, react-dom, styled-components, msw and Vite at the repository's versions; its
 * peers.json names the `peers` chunk. `oneCopy` also checks that those packages are installed once. Returns the
 * app folder and its vite, or undefined after reporting why.
 */
export async function preparePagesApp({ repo, work, folder, label, uses, oneCopy, report }) {
  const tarballDir = path.join(work, 'tarballs');
  mkdirSync(tarballDir);
  const tarballs = await packAll(repo, tarballDir, report);
  if (Object.keys(tarballs).length !== publishedPackages(repo).length) {
    report('every package packed completely', false, 'the pages need all six tarballs: see above.');
    return undefined;
  }
  const appDir = path.join(work, folder);
  copyTemplate(PAGES_TEMPLATE, appDir);
  const version = rootVersions(repo);
  // kitFor adds admin-kit, a peer of opportunities. No overrides: one copy as a host gets.
  const kit = kitFor(repo, tarballs, uses);
  writeAppPackage(
    appDir,
    `edu-${folder}`,
    {
      react: version('react'),
      'react-dom': version('react-dom'),
      'styled-components': version('styled-components'),
      msw: version('msw'),
    },
    { vite: version('vite'), '@vitejs/plugin-react': version('@vitejs/plugin-react') },
    { build: 'vite build' },
    kit,
  );
  if (!(await install(appDir, label, report))) return undefined;
  // A second copy would be measured twice: the figures hold for the install a host gets.
  if (oneCopy && !checkOneCopy(appDir, label, [...Object.keys(kit), ...PEERS, ...oneCopy], report)) return undefined;
  writeFileSync(path.join(appDir, 'peers.json'), JSON.stringify(peerPackages(appDir, PEERS)));
  return { appDir, vite: path.join(appDir, 'node_modules/vite/bin/vite.js') };
}

/** Builds the app's mock backend apart into dist/__mock__/ and puts msw's service worker at dist's root. */
export async function buildMockBackend({ appDir, vite }, report) {
  const build = await run(process.execPath, [vite, 'build', '-c', 'vite.mock.config.ts'], { cwd: appDir });
  if (!report('mock backend: vite build (apart)', build.code === 0, build.output)) return false;
  cpSync(path.join(appDir, 'node_modules/msw/lib/mockServiceWorker.js'), path.join(appDir, 'dist/mockServiceWorker.js'));
  return true;
}

/**
 * One load of `url` in a fresh context of `browser`, `site` (serveStatic) serving it: waits, every animation
 * frame, until the first element matching `selector` (and holding `text`, if given) is visible with a size.
 * `prepare(context, tab)` runs before the navigation, `after(tab, at)` once the content shows, its result merged
 * in. Returns `ms` (navigation start to content), `scripts` (the .js paths the server was asked for until then,
 * each once) and the page's errors, or `error`.
 */
export async function loadPage(browser, site, url, { selector, text = '', contextOptions, prepare, after, failedShot }) {
  const context = await browser.newContext(contextOptions);
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  try {
    await prepare?.(context, tab);
    const from = site.requests.length;
    await tab.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const handle = await tab.waitForFunction(
      ({ selector, text }) => {
        const el = [...globalThis.document.querySelectorAll(selector)].find(
          (node) => !text || node.textContent.includes(text),
        );
        if (!el || !el.checkVisibility()) return false;
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 ? { at: performance.now(), origin: performance.timeOrigin } : false;
      },
      { selector, text },
      { polling: 'raf', timeout: 60_000 },
    );
    const { at, origin } = await handle.jsonValue();
    const until = origin + at;
    const scripts = [
      ...new Set(
        site.requests
          .slice(from)
          .filter((r) => r.at <= until && r.path.endsWith('.js'))
          .map((r) => r.path),
      ),
    ];
    return { ms: Math.round(at), scripts, errors, ...(await after?.(tab, at)) };
  } catch (error) {
    if (failedShot) await tab.screenshot({ path: failedShot }).catch(() => {});
    return { error: `${error.message.split('\n')[0]}${errors.length ? `\npage errors: ${errors.join('\n')}` : ''}` };
  } finally {
    await context.close();
  }
}
