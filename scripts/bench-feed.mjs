#!/usr/bin/env node
/* global window, document, requestAnimationFrame */
/**
 * Feed benchmark in the system Chromium, against a static Storybook build:
 *   npm run build-storybook && node scripts/bench-feed.mjs [--static storybook-static] [--story feed-feed--thousand-posts]
 *       [--args overscan:1200] [--step 240] [--width 1280] [--height 900]
 *
 * The story puts 1,000 posts in the mock backend. The script renders the first page, appends pages of
 * 10 until all 1,000 are loaded (Load more, one page at a time), then scrolls from the top to the end.
 * It records long tasks (PerformanceObserver 'longtask'), the time between animation frames while
 * scrolling, and the DOM size at 100, 500 and 1,000 posts. Pictures (`/pictures/<seed>-<w>x<h>.svg` in the
 * mock data, which the story server does not answer) are served as SVGs so that images load and decode as they would in the app.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { serveStatic } from './lib/static-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const root = resolve(option('static', 'storybook-static'));
const storyId = option('story', 'feed-feed--thousand-posts');
// The product's overscan (the story file sets a small one to keep its tests quick).
const storyArgs = option('args', 'overscan:1200');
const step = Number(option('step', 240));
const viewport = { width: Number(option('width', 1280)), height: Number(option('height', 900)) };
const TOTAL = 1000;
const CHECKPOINTS = [100, 500, 1000];

if (!existsSync(join(root, 'iframe.html'))) {
  console.error(`No Storybook build in ${root}: run \`npm run build-storybook\` first (or pass --static <dir>).`);
  process.exit(2);
}

const { origin, close: closeServer } = await serveStatic(root);

/** A picture for a mock picture URL: a board and desks in colours taken from the seed. */
function picture(url) {
  const [, seed = 'x', width = '640', height = '360'] = /\/pictures\/([\w-]+?)-(\d+)x(\d+)\.svg/.exec(url) ?? [];
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const hue = h % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 640 360"><rect width="640" height="360" fill="hsl(${hue} 60% 88%)"/><rect x="110" y="40" width="420" height="150" rx="8" fill="hsl(${(hue + 140) % 360} 45% 25%)"/><path d="M150 90h220M150 130h300" stroke="#fff" stroke-width="10" stroke-linecap="round"/><rect y="250" width="640" height="110" fill="hsl(${hue} 20% 75%)"/>${[0, 1, 2, 3].map((i) => `<rect x="${50 + i * 150}" y="220" width="100" height="36" rx="4" fill="hsl(${(hue + 30) % 360} 55% 40%)"/>`).join('')}</svg>`;
}

const browser = await launchChromium();

const rows = [];
try {
  const page = await browser.newPage({ viewport });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.route('**/pictures/*.svg', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: picture(route.request().url()) }),
  );
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });

  const count = () =>
    page.evaluate(() => Number(document.querySelector('[data-count]')?.getAttribute('data-count') ?? 0));
  const takeLongTasks = () =>
    page.evaluate(() => {
      const tasks = window.__longTasks.splice(0);
      return {
        count: tasks.length,
        max: tasks.length ? Math.max(...tasks) : 0,
        over50: tasks.filter((d) => d > 50).length,
      };
    });
  const dom = () =>
    page.evaluate(() => ({
      nodes: document.getElementsByTagName('*').length,
      cards: document.querySelectorAll('[role="feed"] article').length,
    }));

  // 1. The first page.
  const started = Date.now();
  await page.goto(`${origin}/iframe.html?id=${storyId}&viewMode=story&args=${encodeURIComponent(storyArgs)}`, {
    waitUntil: 'load',
  });
  await page.waitForFunction(() => document.querySelector('[data-count="10"]'), null, { timeout: 60000 });
  const firstPageMs = Date.now() - started;
  await page.waitForTimeout(500);
  rows.push({
    phase: 'first page',
    posts: await count(),
    ...(await dom()),
    ...(await takeLongTasks()),
    note: `${firstPageMs} ms to the first 10 cards (incl. Storybook boot)`,
  });

  // 2. Append pages of 10 up to 1,000 posts, one Load more at a time, from the top of the page.
  const appendTasks = { count: 0, max: 0, over50: 0 };
  const appendTimes = [];
  while ((await count()) < TOTAL) {
    const before = await count();
    const t0 = Date.now();
    const clicked = await page.evaluate(() => {
      const button = [...document.querySelectorAll('[data-part="footer"] button')].find((b) =>
        b.textContent?.includes('Load more'),
      );
      button?.click();
      return !!button;
    });
    if (!clicked) throw new Error(`No Load more button at ${before} posts`);
    await page.waitForFunction(
      (n) =>
        Number(document.querySelector('[data-count]')?.getAttribute('data-count')) > n &&
        !document.querySelector('[role="feed"][aria-busy="true"]'),
      before,
      { timeout: 30000 },
    );
    // Let the new rows be measured before the next page.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    appendTimes.push(Date.now() - t0);
    const now = await count();
    const tasks = await takeLongTasks();
    appendTasks.count += tasks.count;
    appendTasks.over50 += tasks.over50;
    appendTasks.max = Math.max(appendTasks.max, tasks.max);
    if (CHECKPOINTS.includes(now))
      rows.push({
        phase: `appended to ${now}`,
        posts: now,
        ...(await dom()),
        ...appendTasks,
        note: `page append median ${median(appendTimes)} ms`,
      });
  }

  // 3. Scroll from the top to the end, `step` pixels per animation frame.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  await takeLongTasks();
  const scroll = await page.evaluate(
    (px) =>
      new Promise((done) => {
        const deltas = [];
        let maxNodes = 0;
        let maxCards = 0;
        let last = performance.now();
        const frame = (time) => {
          deltas.push(time - last);
          last = time;
          maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
          maxCards = Math.max(maxCards, document.querySelectorAll('[role="feed"] article').length);
          const end = document.documentElement.scrollHeight - window.innerHeight;
          if (window.scrollY >= end - 1) {
            done({ deltas: deltas.slice(1), maxNodes, maxCards, height: document.documentElement.scrollHeight });
            return;
          }
          window.scrollBy(0, px);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    step,
  );
  const sorted = [...scroll.deltas].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const slow = scroll.deltas.filter((d) => d > 16.7 + 1).length;
  rows.push({
    phase: `scroll ${step}px/frame`,
    posts: await count(),
    nodes: scroll.maxNodes,
    cards: scroll.maxCards,
    ...(await takeLongTasks()),
    note: `${scroll.deltas.length} frames over ${Math.round(scroll.height / 1000)}k px; frame p50 ${pct(50).toFixed(1)} / p95 ${pct(95).toFixed(1)} / max ${Math.max(...scroll.deltas).toFixed(1)} ms; ${slow} frames > 17.7 ms`,
  });
} finally {
  await browser.close();
  closeServer();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const header = ['phase', 'posts', 'DOM nodes', 'cards in DOM', 'long tasks', 'over 50 ms', 'longest task', 'notes'];
const table = rows.map((r) => [
  r.phase,
  r.posts,
  r.nodes,
  r.cards,
  r.count,
  r.over50,
  `${Math.round(r.max)} ms`,
  r.note,
]);
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const row of table) console.log(`| ${row.join(' | ')} |`);
