#!/usr/bin/env node
/**
 * Times the share image (useShareImage: start → PNG) for each share type in the system Chromium and
 * prints a table: the first (cold) run, then the median, min and max of N runs once the pictures are
 * loaded and html-to-image is in memory. It drives the 'UI/ShareImageDialog/Benchmark' story:
 *
 *   npm run build-storybook && node scripts/bench-share-image.mjs [storybook-static | http://host:port] [--runs 7]
 *
 * A directory is served on a free local port; a URL (a running Storybook) is used as it is.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const STORY_ID = 'ui-shareimagedialog-benchmark--benchmark';
const GOAL_MS = 500;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const positional = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const source = positional[0] ?? 'storybook-static';
const runs = Number(option('runs', 7));
if (!Number.isInteger(runs) || runs < 5) {
  console.error('--runs must be a whole number of at least 5');
  process.exit(2);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

/** A static server for the Storybook build; resolves with its origin. */
function serve(root) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    const target = existsSync(file) && statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
    if (!target.startsWith(root) || !existsSync(target)) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${server.address().port}` })));
}

let server;
let origin = source;
if (!/^https?:\/\//.test(source)) {
  const root = path.resolve(source);
  if (!existsSync(path.join(root, 'iframe.html'))) {
    console.error(`${root} holds no Storybook build: run \`npm run build-storybook\` first, or pass a Storybook URL.`);
    process.exit(2);
  }
  ({ server, origin } = await serve(root));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const TYPES = ['job', 'event', 'deal', 'profile', 'business_profile', 'post'];
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (ms) => Math.round(ms);

let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  // The renderer's own CPU time, besides the wall clock: on a busy machine the wall clock also counts
  // the time other processes hold the cores; the CPU time is what the work itself costs.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const cpuSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'ProcessTime')?.value ?? Number.NaN;
  };
  const url = `${origin.replace(/\/$/, '')}/iframe.html?id=${STORY_ID}&viewMode=story&manual=1`;
  const load = loadavg()[0];
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => typeof globalThis.__shareImageBenchRun === 'function', undefined, { timeout: 60000 });
  const rows = [];
  for (const type of TYPES) {
    const wall = [];
    const cpu = [];
    let bytes = 0;
    // Run 0 is cold (html-to-image and the pictures are fetched); the others are warm.
    for (let i = 0; i <= runs; i += 1) {
      const before = await cpuSeconds();
      const run = await page.evaluate((t) => globalThis.__shareImageBenchRun(t), type);
      const after = await cpuSeconds();
      wall.push(run.ms);
      cpu.push((after - before) * 1000);
      bytes = run.bytes;
    }
    const warm = wall.slice(1);
    const warmCpu = cpu.slice(1);
    rows.push({
      type,
      'cold ms': round(wall[0]),
      'median ms': round(median(warm)),
      'min ms': round(Math.min(...warm)),
      'max ms': round(Math.max(...warm)),
      'median CPU ms': round(median(warmCpu)),
      'PNG KB': Math.round(bytes / 1024),
    });
  }
  console.log(`Share image, start → PNG (1712x3704), Chromium ${browser.version()}, ${runs} warm runs per type after one cold run`);
  console.log(`Machine: ${cpus().length} CPU(s), load average ${load.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at the end\n`);
  const columns = Object.keys(rows[0]);
  console.log(`| ${columns.join(' | ')} |`);
  console.log(`|${columns.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`);
  const worst = Math.max(...rows.map((row) => row['median ms']));
  console.log(`\nSlowest median ${worst} ms: ${worst < GOAL_MS ? 'under' : 'OVER'} the ${GOAL_MS} ms goal.`);
} catch (error) {
  console.error(`The benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  await browser.close();
  server?.close();
}
process.exit(failed ? 1 : 0);
