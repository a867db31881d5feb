#!/usr/bin/env node
/**
 * The feed beside its peers (issue 48): time to content and long tasks of four pages at 4x and 8x CPU, measured
 * in paired rounds on one machine in one run (run `npm run build` first; it needs the npm registry).
 *
 *   node scripts/bench-peers.mjs [--rounds 5] [--cpu 4,8] [--out <folder>] [--json out.json]
 *
 * 1. Builds, each in its own fresh Vite + React app outside the repository, with `vite build` (production):
 *    - feed: the page-figures feed page (scripts/page-figures: EduProvider + Feed + CreatePostButton on the packed
 *      kit; its mock backend, msw and the kit's mocks, built apart and left out of the figures);
 *    - liveblocks: @liveblocks/react-ui Thread for each thread of a room (useThreads of @liveblocks/react);
 *    - stream-feed: react-activity-feed's StreamApp + FlatFeed of Activity cards with their footer (React 17,
 *      the package's peer range);
 *    - stream-chat: stream-chat-react's Chat / Channel / Window / MessageList (useCreateChatClient).
 *    The peers come from the npm registry at their current versions (written in the output); templates and the
 *    services' answers are in scripts/bench-peers/. Each peer page shows the same ten items (bench-peers/content.mjs:
 *    author, avatar, text, a picture on every third, reactions); the feed shows the kit's mock posts.
 * 2. The peers' services are answered in the browser context (playwright route and routeWebSocket), in the JSON
 *    shapes the services send: Liveblocks' threads, attachment URLs and room socket (the users through the host's
 *    own /api/users, answered by the static server); Stream Chat's socket (its first health check) and channel
 *    query; Stream Feeds' get-or-create user and enriched timeline. Nothing leaves the machine.
 * 3. Serves the builds with gzip (zlib level 9), and for each round and each CPU rate opens every page once, in an
 *    order rotated each round, each in a fresh context of the system Chromium (playwright-core, headless) with
 *    CDP Emulation.setCPUThrottlingRate. Time to content: navigation start to the first item's element being
 *    visible (checked every animation frame, as page-figures does). Long tasks: PerformanceObserver 'longtask'
 *    entries that start before content + 1 s (count and total ms). JS gzip and script requests: the scripts asked
 *    for until content (the feed's mock backend left out). Each figure is the median over rounds; the ratio is the
 *    median over rounds of the feed's time / the best peer's time in the same round (the machine's load changes
 *    during a run, a round's pages share it).
 *
 * Output: a markdown table on stdout (progress on stderr); screenshots of each page (first load at each rate) in
 * --out (default: a temporary folder, printed). KEEP_PEERS_APP=1 keeps the temporary apps.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import * as content from './bench-peers/content.mjs';
import {
  copyTemplate,
  install,
  openBrowser,
  rootVersions,
  run,
  toolRoot,
  unbuiltPackages,
  writeAppPackage,
} from './lib/pack.mjs';
import {
  buildMockBackend,
  commandLine,
  gzipSize,
  kB,
  loadPage,
  median,
  MOCK_SCRIPT,
  preparePagesApp,
  progress,
  workFolder,
} from './lib/page-bench.mjs';
import { serveStatic } from './lib/static-server.mjs';

const { option } = commandLine();
const { log, report, finish } = progress({ name: 'bench-peers', detailChars: 4000 });
const ROUNDS = Math.max(1, Number(option('rounds', 5)));
const RATES = option('cpu', '4,8').split(',').map(Number);
const JSON_OUT = option('json');
const repo = toolRoot;
const templates = path.join(import.meta.dirname, 'bench-peers');

/** The peer pages: their packages (`latest` from the registry unless pinned), what marks content, what it shows. */
const PEER_PAGES = [
  {
    name: 'liveblocks',
    label: 'Liveblocks comments',
    packages: ['@liveblocks/react-ui', '@liveblocks/react', '@liveblocks/client'],
    react: 'root',
    selector: '.lb-thread .lb-comment',
    shows: 'ten threads of one comment each (`Thread` of `@liveblocks/react-ui`, `useThreads`)',
  },
  {
    name: 'stream-feed',
    label: "Stream's activity feed",
    packages: ['react-activity-feed', 'getstream'],
    react: '^17.0.2',
    // getstream reads Node's `global`: a Vite host maps it to globalThis, or the page stops on a ReferenceError.
    define: { global: 'globalThis' },
    selector: '.raf-activity',
    shows: '`StreamApp` + `FlatFeed` of ten `Activity` cards with `ActivityFooter` (like and comment counts)',
  },
  {
    name: 'stream-chat',
    label: 'stream-chat-react',
    packages: ['stream-chat-react', 'stream-chat'],
    react: 'root',
    selector: '.str-chat__li .str-chat__message',
    shows: '`Chat` / `Channel` / `Window` / `MessageList` of ten messages with reactions and image attachments',
  },
];
const FEED = {
  name: 'feed',
  label: 'EDU Passport feed (msw in the page)',
  html: 'feed.html',
  selector: '[role="feed"] article',
  shows: 'the page-figures feed page; its mock backend (msw and its service worker) starts in the page first',
};
/** The same feed page with its server answered as the peers' are: the kit's mock handlers run here, not in the page. */
const FEED_ROUTED = {
  ...FEED,
  name: 'feed-routed',
  label: 'EDU Passport feed',
  html: 'feed-routed.html',
  shows: "the same page, its server answered like the peers' (the kit's mock handlers run by the benchmark)",
};

/** What the static server answers besides the builds: the pictures and the Liveblocks host's /api/users. */
function hostAnswer(url, origin) {
  if (url.pathname.startsWith('/pictures/')) return { body: Buffer.from(content.pictureSvg(url.pathname)), ext: '.svg' };
  if (url.pathname !== '/api/users') return undefined;
  const users = content.liveblocksUsers(origin, (url.searchParams.get('ids') ?? '').split(','));
  return { body: Buffer.from(JSON.stringify(users)), ext: '.json' };
}

const json = (route, body) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

/** The kit's mock backend, run here: answers a request with the first of its msw handlers that does. */
let kitMocks;
async function kitAnswer(request) {
  kitMocks ??= await import(pathToFileURL(path.join(repo, 'packages/api-client/dist/mocks.js')).href);
  const body = ['GET', 'HEAD'].includes(request.method()) ? undefined : request.postDataBuffer();
  const fetchRequest = new Request(request.url(), {
    method: request.method(),
    headers: await request.allHeaders(),
    body,
  });
  for (const handler of kitMocks.handlers) {
    const result = await handler.run({ request: fetchRequest.clone(), requestId: randomUUID() });
    if (result?.response) return result.response;
  }
  return undefined;
}

/** Answers the peers' services in `context`, as their servers would (see bench-peers/content.mjs). */
async function fakeServices(context, origin) {
  // The routed feed page's own server: its API, uploads and pictures (the built files stay with the static server).
  await context.route(
    (url) => url.origin === origin && /^\/(api|uploads|pictures)\//.test(url.pathname) && url.pathname !== '/api/users',
    async (route) => {
      const response = await kitAnswer(route.request());
      if (!response) return route.continue();
      return route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      });
    },
  );
  // Liveblocks: REST under /v2/c/, the room's socket (its first message is ROOM_STATE, then nothing happens).
  await context.route('https://api.liveblocks.io/**', (route) => {
    const url = new URL(route.request().url());
    const threads = /^\/v2\/c\/rooms\/([^/]+)\/threads(\/delta)?$/.exec(url.pathname);
    if (threads) return json(route, content.liveblocksThreads(origin, decodeURIComponent(threads[1])));
    if (url.pathname.endsWith('/attachments/presigned-urls'))
      return json(route, content.liveblocksAttachmentUrls(origin, route.request().postDataJSON().attachmentIds));
    return json(route, {});
  });
  await context.routeWebSocket(/^wss:\/\/api\.liveblocks\.io\//, (ws) => {
    // ServerMsgCode.ROOM_STATE: this connection's actor and scopes, no other users.
    ws.send(JSON.stringify({ type: 104, actor: 1, nonce: 'edu-bench', scopes: ['room:write'], users: {}, meta: {} }));
    ws.onMessage(() => {});
  });
  // Stream Chat: the socket's first event, then the REST calls (the channel query; anything else answered empty).
  await context.routeWebSocket(/^wss:\/\/chat\.stream-io-api\.com\//, (ws) => {
    ws.send(JSON.stringify(content.streamChatHealthCheck(origin)));
    ws.onMessage(() => {});
  });
  await context.route('https://chat.stream-io-api.com/**', (route) => {
    const url = new URL(route.request().url());
    const query = /^\/channels\/messaging\/([^/]+)\/query$/.exec(url.pathname);
    if (query) return json(route, content.streamChatChannel(origin, query[1]));
    return json(route, { duration: '1.00ms' });
  });
  // Stream Feeds: the user's get-or-create and the enriched timeline; realtime (faye) is refused.
  await context.route('https://api.stream-io-api.com/**', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.includes('/user/')) return json(route, content.streamFeedUser(origin));
    if (url.pathname.includes('/enrich/feed/timeline/')) return json(route, content.streamFeedTimeline(origin));
    return json(route, { duration: '1.00ms' });
  });
  await context.route(/^https:\/\/faye[^/]*\.stream-io-api\.com\//, (route) => route.abort());
  await context.routeWebSocket(/^wss:\/\/faye[^/]*\.stream-io-api\.com\//, (ws) => ws.close());
}

/** One load of a page at `rate`x CPU in a fresh context. */
async function loadOnce(browser, site, page, rate, dist, shot) {
  const load = await loadPage(browser, site, `${site.origin}/${page.name}/${page.html ?? 'index.html'}`, {
    selector: page.selector,
    contextOptions: { viewport: { width: 1280, height: 900 } },
    failedShot: shot?.replace(/\.png$/, '-failed.png'),
    prepare: async (context, tab) => {
      if (page === FEED_ROUTED) kitMocks?.resetMocks();
      if (page !== FEED) await fakeServices(context, site.origin);
      await tab.addInitScript(() => {
        globalThis.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            globalThis.__longTasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    },
    after: async (tab, at) => {
      await tab.waitForTimeout(1000);
      const tasks = (await tab.evaluate(() => globalThis.__longTasks)).filter((t) => t.start <= at + 1000);
      if (shot) await tab.screenshot({ path: shot, fullPage: false });
      return { longTasks: tasks.length, longTaskMs: Math.round(tasks.reduce((sum, t) => sum + t.duration, 0)) };
    },
  });
  if (load.error) return load;
  const scripts = load.scripts.filter((p) => !MOCK_SCRIPT.test(p));
  return {
    ...load,
    jsGzip: scripts.reduce((sum, p) => sum + gzipSize(path.join(dist, p)), 0),
    requests: scripts.length,
  };
}

/** The feed page: page-figures' host pages app on the packed kit, only the feed page and its mock backend. */
async function buildFeed(work, dist) {
  const app = await preparePagesApp({
    repo,
    work,
    folder: 'feed',
    label: 'feed app',
    uses: ['@edupassport/api-client', '@edupassport/ui', '@edupassport/feed'],
    report,
  });
  if (!app) return false;
  const { appDir, vite } = app;
  const build = await run(process.execPath, [vite, 'build'], { cwd: appDir, env: { PAGE: 'feed' } });
  if (!report('feed: vite build', build.code === 0, build.output)) return false;
  if (!(await buildMockBackend(app, report))) return false;
  // The routed variant: the same page whose backend is the server (routes) and whose member comes with the page,
  // as the peers' tokens do.
  const mocks = await import(pathToFileURL(path.join(repo, 'packages/api-client/dist/mocks.js')).href);
  mocks.resetMocks();
  writeFileSync(
    path.join(appDir, 'src/backend-routed.ts'),
    `// The member a host's server renders into the page; its API is answered by the benchmark.\nexport async function startBackend() {\n  return { user: ${JSON.stringify(mocks.mockSession.current())}, jobs: [] as unknown[] };\n}\n`,
  );
  writeFileSync(
    path.join(appDir, 'src/feed-routed.tsx'),
    readFileSync(path.join(appDir, 'src/feed.tsx'), 'utf8').replace("from './backend'", "from './backend-routed'"),
  );
  writeFileSync(
    path.join(appDir, 'feed-routed.html'),
    readFileSync(path.join(appDir, 'feed.html'), 'utf8').replace('/src/feed.tsx', '/src/feed-routed.tsx'),
  );
  const routed = await run(process.execPath, [vite, 'build'], { cwd: appDir, env: { PAGE: 'feed-routed' } });
  if (!report('feed-routed: vite build', routed.code === 0, routed.output)) return false;
  // As page-figures serves it: the page under /feed/, the mock backend and its worker at the root.
  cpSync(path.join(appDir, 'dist'), dist, { recursive: true });
  return true;
}

/** A peer page in its own app: its packages from the registry, its template, `vite build`. */
async function buildPeer(work, dist, page) {
  const appDir = path.join(work, page.name);
  copyTemplate(path.join(templates, page.name), appDir);
  cpSync(path.join(templates, 'vite.config.ts.tpl'), path.join(appDir, 'vite.config.ts'));
  // One page for the three: only its title names the peer.
  writeFileSync(
    path.join(appDir, 'index.html'),
    readFileSync(path.join(templates, 'index.html.tpl'), 'utf8').replace('%PEER%', page.name),
  );
  const version = rootVersions(repo);
  const react = page.react === 'root' ? version('react') : page.react;
  writeAppPackage(
    appDir,
    `edu-bench-${page.name}`,
    { react, 'react-dom': react, ...Object.fromEntries(page.packages.map((name) => [name, 'latest'])) },
    { vite: version('vite'), '@vitejs/plugin-react': version('@vitejs/plugin-react') },
    { build: 'vite build' },
    {},
  );
  if (!(await install(appDir, `${page.name} app`, report))) return false;
  const installed = (name) =>
    JSON.parse(readFileSync(path.join(appDir, 'node_modules', name, 'package.json'), 'utf8')).version;
  page.versions = Object.fromEntries([...page.packages, 'react'].map((name) => [name, installed(name)]));
  // The signed-in user and the token a host's backend would hand its page (pictures are served by the page's origin).
  const user = content.viewer('');
  const define = {
    __TOKEN__: JSON.stringify(content.unsignedJwt({ user_id: user.id })),
    __USER__: JSON.stringify({ id: user.id, name: user.name, image: user.avatar }),
    ...page.define,
  };
  const vite = path.join(appDir, 'node_modules/vite/bin/vite.js');
  const build = await run(process.execPath, [vite, 'build'], {
    cwd: appDir,
    env: { PAGE: page.name, OUT: path.join(dist, page.name), DEFINE: JSON.stringify(define), NODE_ENV: 'production' },
  });
  return report(
    `${page.name}: vite build (${Object.entries(page.versions)
      .map(([n, v]) => `${n} ${v}`)
      .join(', ')})`,
    build.code === 0,
    build.output,
  );
}

function table(pages, results) {
  const rows = [];
  for (const rate of RATES) {
    for (const page of pages) {
      const loads = results[rate][page.name];
      rows.push(
        `| ${rate}x | ${page.label} | ${Math.round(median(loads.map((l) => l.ms)))} ms | ${median(loads.map((l) => l.longTasks))} / ${Math.round(median(loads.map((l) => l.longTaskMs)))} ms | ${kB(median(loads.map((l) => l.jsGzip)))} | ${median(loads.map((l) => l.requests))} |`,
      );
    }
  }
  return [
    '| CPU | page | time to content | long tasks (count / total) | JS gzip | script requests |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Per rate: the median over rounds of `ours`' time / the best peer's time in the same round. */
function ratios(pages, results, ours) {
  return RATES.map((rate) => {
    const perRound = [];
    for (let r = 0; r < ROUNDS; r++) {
      const peers = pages.filter((p) => p !== FEED && p !== FEED_ROUTED).map((p) => results[rate][p.name][r]?.ms);
      const time = results[rate][ours.name]?.[r]?.ms;
      if (time && peers.length && peers.every(Boolean)) perRound.push(time / Math.min(...peers));
    }
    return { page: ours.name, rate, ratio: median(perRound), perRound };
  });
}

async function main() {
  const unbuilt = unbuiltPackages(repo);
  if (
    !report(
      'every package is built',
      unbuilt.length === 0,
      `missing dist: ${unbuilt.join(', ')}: run \`npm run build\``,
    )
  )
    return;
  const { work, cleanUp } = workFolder('edu-bench-peers-', 'KEEP_PEERS_APP', log);
  const outOption = option('out');
  const out = outOption ? path.resolve(outOption) : mkdtempSync(path.join(os.tmpdir(), 'edu-bench-peers-shots-'));
  mkdirSync(out, { recursive: true });
  let browser;
  let site;
  try {
    const dist = path.join(work, 'dist');
    mkdirSync(dist);
    const pages = [FEED, FEED_ROUTED];
    if (!(await buildFeed(work, dist))) return;
    for (const page of PEER_PAGES) if (await buildPeer(work, dist, page)) pages.push(page);

    site = await serveStatic(dist, { noCache: true, gzip: true, answer: hostAnswer });
    browser = await openBrowser();
    const results = Object.fromEntries(RATES.map((rate) => [rate, Object.fromEntries(pages.map((p) => [p.name, []]))]));
    const broken = new Set();
    for (let r = 0; r < ROUNDS; r++) {
      const order = pages.map((_, i) => pages[(i + r) % pages.length]);
      for (const rate of RATES) {
        for (const page of order) {
          if (broken.has(page.name)) continue;
          const shot = r === 0 ? path.join(out, `${page.name}-${rate}x.png`) : undefined;
          const load = await loadOnce(browser, site, page, rate, dist, shot);
          if (
            !report(
              `round ${r + 1}, ${rate}x: ${page.name} ${load.error ? 'shows no content' : `content at ${load.ms} ms, ${load.longTasks} long tasks (${load.longTaskMs} ms)`}`,
              !load.error,
              load.error,
            )
          ) {
            broken.add(page.name);
            continue;
          }
          if (load.errors.length) log(`  page errors: ${[...new Set(load.errors)].join(' | ')}`);
          results[rate][page.name][r] = load;
        }
      }
    }
    const measured = pages.filter((p) => !broken.has(p.name));
    const ratio = [FEED_ROUTED, FEED].filter((p) => measured.includes(p)).flatMap((p) => ratios(measured, results, p));
    for (const rate of RATES) for (const p of measured) results[rate][p.name] = results[rate][p.name].filter(Boolean);
    const markdown = table(measured, results);
    process.stdout.write(
      `\nThe feed beside the peers: median of ${ROUNDS} paired rounds (screenshots in ${out}):\n\n${markdown}\n\n`,
    );
    for (const { page, rate, ratio: value, perRound } of ratio)
      process.stdout.write(
        `${rate}x: ${page} / best peer, median of the rounds: ${value.toFixed(2)} (rounds: ${perRound.map((v) => v.toFixed(2)).join(', ')}); goal <= 0.70: ${value <= 0.7 ? 'met' : 'not met'}\n`,
      );
    process.stdout.write(
      `\nVersions: ${PEER_PAGES.map(
        (p) =>
          `${p.name}: ${Object.entries(p.versions ?? {})
            .map(([n, v]) => `${n} ${v}`)
            .join(', ')}`,
      ).join('; ')}\n`,
    );
    if (JSON_OUT) {
      writeFileSync(
        path.resolve(JSON_OUT),
        `${JSON.stringify({ measuredAt: new Date().toISOString(), rounds: ROUNDS, rates: RATES, versions: Object.fromEntries(PEER_PAGES.map((p) => [p.name, p.versions])), ratio, results }, null, 2)}\n`,
      );
      log(`wrote ${JSON_OUT}`);
    }
  } finally {
    if (browser) await browser.close();
    site?.close();
    cleanUp();
  }
}

await finish(main);
