#!/usr/bin/env node
/**
 * Performance and quality figures of the built demo (issue 12 item 6), in the system Chromium:
 *   node scripts/demo-figures.mjs [--runs 3] [--cpu 4] [--visible-runs 5] [--dist <built demo>] [--out <folder>]
 *                                 [--job <id>] [--serve-only]
 *
 * 1. Builds the demo (vite's build API, mock backend, base '/') into a temp folder, unless --dist reuses one: the
 *    same build as `npm run build:demo`, whose prerender plugin writes each public route's HTML.
 * 2. Serves it like a static host would: gzip for text, long-lived caching for the hashed assets, a route's
 *    `<route>/index.html` for its path, 404.html (the client-only app) for other paths. --serve-only stops here
 *    (to trace a build by hand); --job <id> picks the job detail page instead of the home page's first job.
 * 3. Lighthouse 12 (`npx -y lighthouse@12`: 13 needs Node 22), mobile settings (the default form factor and
 *    throttling), categories performance, accessibility and best-practices, --runs times each for /feed, a job
 *    detail and the educator profile; prints the median of each score. The JSON reports (with the final
 *    screenshot, to check the page rendered its data) are kept in --out (default /tmp/demo-figures).
 *    --cpu is Lighthouse's CPU slowdown (`--throttling.cpuSlowdownMultiplier`): 4, its default, is a mid-range
 *    phone; 8 a budget Android phone (issue 48's figures). Lighthouse simulates it from an unthrottled trace.
 * 4. With playwright-core, unthrottled: the JavaScript the first view of /feed downloads (gzip, as sent), and
 *    the time from navigation start until the first post article is visible (timed in the page: the first
 *    animation frame with a post in the viewport), median of --visible-runs loads in
 *    fresh contexts (so each one also installs the mock service worker).
 *
 * Pictures in the mock data are the deployment's own (`<base>pictures/*.png`, written by the build, drawn like the
 * mock backend's pictureHandlers), so no figure depends on the network.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');
const demoRoot = join(repoRoot, 'apps/demo');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(option('runs', 3));
// Lighthouse's CPU slowdown: 4 is its default (a mid-range phone), 8 a budget Android phone.
const CPU = Number(option('cpu', 4));
const VISIBLE_RUNS = Number(option('visible-runs', 5));
const OUT = resolve(option('out', join(tmpdir(), 'demo-figures')));
const CHROME = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
mkdirSync(OUT, { recursive: true });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// ---- 1. build --------------------------------------------------------------------------------------------
let dist = option('dist');
let builtHere = false;
if (!dist) {
  dist = mkdtempSync(join(tmpdir(), 'edu-demo-figures-'));
  builtHere = true;
  const { build } = await import('vite');
  // The figures are for the mock-backed demo, whatever the shell says.
  delete process.env.VITE_API_URL;
  delete process.env.DEMO_BASE;
  await build({
    root: demoRoot,
    configFile: join(demoRoot, 'vite.config.ts'),
    base: '/',
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true, sourcemap: false },
  });
}
dist = resolve(dist);

// ---- 2. serve --------------------------------------------------------------------------------------------
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);
const fileCache = new Map();
const gzipped = new WeakMap();

function send(request, response, status, ext, body, cacheControl) {
  const headers = { 'content-type': types[ext] ?? 'application/octet-stream', 'cache-control': cacheControl };
  if (compressible.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    headers['content-encoding'] = 'gzip';
    headers.vary = 'Accept-Encoding';
    if (!gzipped.has(body)) gzipped.set(body, gzipSync(body, { level: 9 }));
    body = gzipped.get(body);
  }
  headers['content-length'] = body.length;
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

function handle(request, response) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(dist, path);
  if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
    // Deep links get the route's prerendered page, else the client-only app (404.html); a missing asset is a real 404.
    if (extname(path)) {
      response.writeHead(404).end();
      return;
    }
    const page = join(dist, path, 'index.html');
    file = page.startsWith(dist) && existsSync(page) ? page : join(dist, '404.html');
  }
  let body = fileCache.get(file);
  if (!body) {
    body = readFileSync(file);
    fileCache.set(file, body);
  }
  const hashed = file.startsWith(join(dist, 'assets'));
  send(request, response, 200, extname(file), body, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const listen = (server) => new Promise((done) => server.listen(0, '127.0.0.1', () => done(server.address().port)));
const server = createServer(handle);
const port = await listen(server);
const origin = `http://127.0.0.1:${port}`;
const BROWSER_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

if (args.includes('--serve-only')) {
  console.log(`serving ${dist} at ${origin}; Ctrl-C to stop`);
  await new Promise(() => {});
}
const browser = await chromium.launch({ executablePath: CHROME, args: BROWSER_FLAGS.slice(1) });
// A real job id: the home page's "Job: ..." link (the first internal job of the mock store).
let jobPath = option('job') && `/details/job/${option('job')}`;
if (!jobPath) {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  const link = page.getByRole('link', { name: /^Job: / }).first();
  await link.waitFor({ timeout: 30000 });
  jobPath = await link.getAttribute('href');
  await page.close();
}
const pages = ['/feed', jobPath, '/profiles/educator'];

// ---- 3. lighthouse ---------------------------------------------------------------------------------------
// Asynchronous: the static server answers from this very process.
async function lighthouse(url, outFile) {
  await promisify(execFile)(
    'npx',
    [
      '-y',
      'lighthouse@12',
      url,
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${outFile}`,
      `--chrome-flags=${BROWSER_FLAGS.join(' ')}`,
      `--throttling.cpuSlowdownMultiplier=${CPU}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(readFileSync(outFile, 'utf8'));
}

const lighthouseRows = [];
if (RUNS > 0) {
  for (const path of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const file = join(OUT, `lighthouse${path.replace(/\W+/g, '-')}-${run}.json`);
      process.stderr.write(`lighthouse ${path} run ${run}/${RUNS}\n`);
      const report = await lighthouse(origin + path, file);
      const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const shot = report.audits['final-screenshot']?.details?.data;
      if (shot) writeFileSync(file.replace(/\.json$/, '.jpg'), Buffer.from(shot.split(',')[1], 'base64'));
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcp: report.audits['first-contentful-paint'].numericValue,
        lcp: report.audits['largest-contentful-paint'].numericValue,
        tbt: report.audits['total-blocking-time'].numericValue,
        cls: report.audits['cumulative-layout-shift'].numericValue,
        // Where the main thread's time went (Lighthouse's groups) and the scripts that cost most, for the trace notes.
        work: Object.fromEntries(
          (report.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, Math.round(item.duration)]),
        ),
        scripts: (report.audits['bootup-time']?.details?.items ?? [])
          .slice(0, 4)
          .map((item) => `${String(item.url).replace(origin, '')} ${Math.round(item.total)} ms`),
        failing: Object.values(report.audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
          .map((audit) => audit.id),
      });
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    lighthouseRows.push({
      page: path,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      'best-practices': pick('bestPractices'),
      'FCP s': (pick('fcp') / 1000).toFixed(1),
      'LCP s': (pick('lcp') / 1000).toFixed(1),
      'TBT ms': Math.round(pick('tbt')),
      CLS: pick('cls').toFixed(3),
      'main thread ms (median run)': (() => {
        const run = [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)];
        return Object.entries(run.work).map(([group, ms]) => `${group} ${ms}`).join(', ');
      })(),
      'below 0.9 (any run)': [...new Set(runs.flatMap((run) => run.failing))].join(' ') || '-',
    });
  }
}

// ---- 4. first view of /feed: JavaScript and time to the first posts ---------------------------------------
const visible = [];
const scripts = new Map();
let mockLatency = '';
try {
  for (let run = 0; run < VISIBLE_RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const responses = new Map();
    if (run === 0) {
      cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
        if (type === 'Script') responses.set(requestId, response.url);
      });
      cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
        const url = responses.get(requestId);
        if (url) scripts.set(url, encodedDataLength);
      });
    }
    // Timed in the page: the first animation frame (the one before a paint) with a post in the viewport. Asking
    // the page from here instead would wait for its main thread, and so count the hydration after a prerendered post.
    await page.addInitScript(() => {
      /* global document, window, requestAnimationFrame -- this function runs in the page */
      const check = () => {
        const box = document.querySelector('article')?.getBoundingClientRect();
        if (box && box.height > 0 && box.top < window.innerHeight) window.__firstPostVisible = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto(`${origin}/feed`, { waitUntil: 'commit' });
    await page.locator('article').first().waitFor({ state: 'visible', timeout: 30000 });
    const ms = await page.waitForFunction(() => window.__firstPostVisible, null, { timeout: 30000 }).then((handle) => handle.jsonValue());
    visible.push(ms);
    if (run === 0) {
      await page.waitForLoadState('networkidle');
      const count = await page.locator('article').count();
      mockLatency = `${count} articles`;
      await page.screenshot({ path: join(OUT, 'feed-first-view.png') });
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
  if (builtHere) rmSync(dist, { recursive: true, force: true });
}

const scriptRows = [...scripts]
  .map(([url, bytes]) => ({ script: new URL(url).pathname, 'gzip kB': (bytes / 1024).toFixed(1) }))
  .sort((a, b) => Number(b['gzip kB']) - Number(a['gzip kB']));
const totalKb = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;

console.log(`\nDemo figures, ${new Date().toISOString().slice(0, 10)}, ${CHROME}, served gzip from ${origin}`);
if (lighthouseRows.length) {
  console.log(`\nLighthouse 12, mobile settings, ${CPU}x CPU, median of ${RUNS} runs (reports and final screenshots in ${OUT}):`);
  console.table(lighthouseRows);
  for (const file of readdirSync(OUT).filter((name) => /^lighthouse.*-1\.json$/.test(name))) {
    const report = JSON.parse(readFileSync(join(OUT, file), 'utf8'));
    const top = (report.audits['bootup-time']?.details?.items ?? []).slice(0, 4);
    console.log(`${file}: ${top.map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(item.total)} ms`).join('; ')}`);
  }
}
console.log(
  `\nJavaScript for the first view of /feed (as sent, gzip, incl. headers): ${totalKb.toFixed(1)} kB in ${scripts.size} files`,
);
console.table(scriptRows);
console.log(
  `\nNavigation start -> first post visible on /feed (unthrottled, fresh context each, ${mockLatency} after load): ` +
    `median ${Math.round(median(visible))} ms of ${visible.length} (${visible.map((ms) => Math.round(ms)).join(', ')})`,
);
