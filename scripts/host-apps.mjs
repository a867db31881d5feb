#!/usr/bin/env node
/* global document -- the page functions passed to Playwright run in the browser. */
/**
 * Host-app tests on the built packages (run `npm run build` first): packs every package, installs the
 * tarballs into four fresh apps outside the repository (the Vite + React app on React 19, on the newest
 * React 18, and on the oldest TanStack Query the kit's peer range allows, with the host's own QueryClient;
 * and a Next.js App Router app made by today's `create-next-app` with its own `next.config.ts` (`cacheComponents`) and
 * `strict` tsconfig, the root README's Next.js files copied into it as they stand; every other dependency from the npm
 * registry, no `overrides`),
 * checks the install and the built bundle hold one copy of each kit package and of its shared dependencies, builds the apps,
 * serves them and checks what a product team would see: the cards, a feed and an educator profile, a post's
 * menu and a reaction, refs reaching their elements, the Next.js server render without a `window` error,
 * and a hydration without errors in the system Chromium.
 *
 * Templates: scripts/host-apps/{vite,next}; their TypeScript files end in `.tpl` so the repository's
 * own typecheck and lint leave them alone (they import `next`, which only the host app installs).
 * KEEP_HOST_APPS=1 keeps the temporary folder for a look; HOST_APPS=vite-tanstack-oldest,next (names below) runs only those.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkOneCopy, copyTemplate, freePort, install, killAll, killGroup, kitFor, openBrowser, packAll, publishedPackages, rootVersions, run, startServer, unbuiltPackages, waitForHttp, writeAppPackage } from './lib/pack.mjs';

const root = path.resolve(import.meta.dirname, '..');
const templates = path.join(import.meta.dirname, 'host-apps');
/** The Next.js app starts from what a product team gets today: the newest create-next-app, its defaults (`--yes`). */
const CREATE_NEXT_APP = process.env.CREATE_NEXT_APP ?? 'create-next-app@latest';
const started = Date.now();

const results = [];
let work;

function report(label, ok, detail) {
  results.push({ label, ok });
  process.stdout.write(`${ok ? '✓' : '✗'} ${label}\n`);
  if (!ok && detail) process.stdout.write(`${String(detail).trim()}\n`);
  return ok;
}

function cleanUp() {
  killAll();
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
  const { createApiClient } = await import(pathToFileURL(path.join(root, 'packages/api-client/dist/index.js')).href);
  const { getResponse } = await import('msw');
  mocks.resetMocks();
  const educator = mocks.mockSession.current();
  // The feed's first page as the server component prefetches it.
  const api = createApiClient({ baseUrl: 'http://backend.internal', fetch: async (input, init) => (await getResponse(mocks.handlers, new Request(input, init))) ?? new Response('{}', { status: 404 }) });
  const firstPage = await api.feed.getFeed({ page: 1, pageSize: 10 });
  // Which of page 1's posts the signed-in user has among their favourites, in the feed's order.
  const firstPageFavourites = firstPage.map((post) => mocks.mockStore.isFavorite('posts', educator.id, Number(post.id)));
  mocks.resetMocks();
  return {
    firstPostHeadline: firstPage[0].headline,
    firstPageFavourites,
    jobTitle: mocks.mockStore.jobs[0].job_title,
    eventName: mocks.mockStore.events[0].event_name,
    educatorName: educator.full_name,
  };
}

const version = rootVersions(root);
const uiPkg = JSON.parse(readFileSync(path.join(root, 'packages/ui/package.json'), 'utf8'));
/** The TanStack Query range the kit's packages take as a peer, and the oldest version in it ('^5.89.0' → '5.89.0'). */
const TANSTACK_RANGE = uiPkg.peerDependencies['@tanstack/react-query'];
const TANSTACK_OLDEST = /^\^(\d+\.\d+\.\d+)$/.exec(TANSTACK_RANGE ?? '')?.[1];
if (!TANSTACK_OLDEST) throw new Error(`@edupassport/ui's @tanstack/react-query peer range is not a caret range: ${TANSTACK_RANGE}`);
/** What the host apps import from the kit; kitFor adds the kit packages these take as peers. */
const KIT_USED = ['@edupassport/api-client', '@edupassport/ui', '@edupassport/feed', '@edupassport/opportunities', '@edupassport/profiles'];
/** Besides the kit itself, what must be one copy for the kit to work: React, its styling and its shared query cache. */
const SHARED = ['react', 'react-dom', 'styled-components', '@tanstack/react-query', '@tanstack/query-core'];
const REACT_19 = { major: 19, range: version('react'), domRange: version('react-dom') };
/**
 * The Vite app once per React major the packages declare (19 at the repository's version, 18 the newest from the
 * registry), and once on the oldest TanStack Query the peer range allows, exactly: a host that already runs an older
 * 5.x gives its own QueryClient to the kit, and npm must keep its one copy rather than add the kit's own.
 */
const VITE_HOSTS = [
  { name: 'vite-react19', label: 'vite (React 19)', react: REACT_19, tanstack: TANSTACK_RANGE },
  { name: 'vite-react18', label: 'vite (React 18)', react: { major: 18, range: '^18', domRange: '^18' }, tanstack: TANSTACK_RANGE },
  { name: 'vite-tanstack-oldest', label: `vite (TanStack Query ${TANSTACK_OLDEST})`, react: REACT_19, tanstack: TANSTACK_OLDEST, exactTanstack: true },
];
/** HOST_APPS=name,name runs only those hosts (the names of VITE_HOSTS, and `next`); unset, all of them. */
const only = process.env.HOST_APPS ? new Set(process.env.HOST_APPS.split(',').map((name) => name.trim())) : undefined;
const selected = (name) => !only || only.has(name);
if (only) {
  const unknown = [...only].filter((name) => name !== 'next' && !VITE_HOSTS.some((host) => host.name === name));
  if (unknown.length) throw new Error(`HOST_APPS names no host: ${unknown.join(', ')} (known: ${[...VITE_HOSTS.map((host) => host.name), 'next'].join(', ')})`);
}

function prepareVite(dir, kit, { name, react, tanstack }) {
  copyTemplate(path.join(templates, 'vite'), dir);
  writeAppPackage(
    dir,
    `edu-host-${name}`,
    { react: react.range, 'react-dom': react.domRange, 'styled-components': version('styled-components'), msw: version('msw'), '@tanstack/react-query': tanstack },
    { vite: version('vite'), '@vitejs/plugin-react': version('@vitejs/plugin-react') },
    { build: 'vite build', preview: 'vite preview' },
    kit,
  );
}

/**
 * The files of the root README's Next.js section: each code block there that starts with a `// app/…` line is a whole
 * file of the app, written into it as it stands (the list item's indentation removed), so the README cannot drift
 * from what the test builds.
 */
function readmeNextFiles() {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('### Next.js App Router');
  return appFiles(readme.slice(start, readme.indexOf('\n## ', start)));
}

/** The code blocks of a Markdown text that start with a `// app/…` line: whole files, their list indentation removed. */
function appFiles(markdown) {
  const files = [];
  for (const [, indent, body] of markdown.matchAll(/^( *)```tsx?\n([\s\S]*?)^\1```$/gm)) {
    const text = body.split('\n').map((line) => line.slice(indent.length)).join('\n');
    const file = /^\/\/ (app\/\S+\.tsx?)\n/.exec(text)?.[1];
    if (file) files.push({ file, text });
  }
  return files;
}

/** Reports that a package README's copy of a README Next.js file (a block starting `// app/…`) is the root's, word for word. */
function checkPackageReadmeCopies(files) {
  for (const dir of readdirSync(path.join(root, 'packages'))) {
    let readme;
    try {
      readme = readFileSync(path.join(root, 'packages', dir, 'README.md'), 'utf8');
    } catch {
      continue;
    }
    for (const { file, text } of appFiles(readme)) {
      const original = files.find((found) => found.file === file);
      report(`next: packages/${dir}/README.md's ${file} is the root README's, word for word`, original?.text === text, `the root README's Next.js section has ${original ? 'another' : 'no'} ${file}`);
    }
  }
}

/** The README's files the test builds: the host's own page (app/page.tsx) imports the first two, and serves the third at /feed. */
const README_NEXT_FILES = ['app/KitProvider.tsx', 'app/backend.ts', 'app/feed/page.tsx'];

/**
 * The Next.js app as `create-next-app --yes` writes it today (its next.config.ts, tsconfig.json and package.json
 * with the `next` and React it pins), then the README's files, the test's page and routes, and the kit's packages
 * with what they take from the registry added to its dependencies.
 */
async function prepareNext(dir, kit) {
  const created = await run('npm', ['exec', '--yes', '--', CREATE_NEXT_APP, path.basename(dir), '--yes', '--skip-install', '--disable-git', '--use-npm'], {
    cwd: path.dirname(dir),
    env: { CI: '1' },
  });
  if (!report(`next: ${CREATE_NEXT_APP} --yes writes the app`, created.code === 0, created.output)) return false;
  const config = readFileSync(path.join(dir, 'next.config.ts'), 'utf8');
  // The issue this guards: a fresh app turns on cacheComponents, and the recipe must hold under it.
  report('next: the next.config.ts create-next-app wrote sets `cacheComponents: true`', /cacheComponents:\s*true/.test(config), config);
  const tsconfig = JSON.parse(readFileSync(path.join(dir, 'tsconfig.json'), 'utf8'));
  report('next: the tsconfig.json create-next-app wrote is `strict`', tsconfig.compilerOptions?.strict === true, JSON.stringify(tsconfig));
  copyTemplate(path.join(templates, 'next'), dir);
  const files = readmeNextFiles();
  for (const { file, text } of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  checkPackageReadmeCopies(files);
  const missing = README_NEXT_FILES.filter((file) => !files.some((found) => found.file === file));
  if (!report(`next: the README's Next.js files copied into the app (${files.map(({ file }) => file).join(', ')})`, missing.length === 0, `the README has no block for ${missing.join(', ')}`)) return false;
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  process.stdout.write(`  (create-next-app pins next ${pkg.dependencies.next}, react ${pkg.dependencies.react})\n`);
  // The host runs TanStack Query itself (dehydrate in its server component): the kit's peer range, so npm keeps one copy.
  Object.assign(pkg.dependencies, { 'styled-components': version('styled-components'), msw: version('msw'), '@tanstack/react-query': TANSTACK_RANGE }, kit);
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  return true;
}

/**
 * Opens the app and waits for what a visitor sees; returns the page errors and console errors.
 * The feed's posts and the profile load through the client after hydration, so seeing them also proves it.
 */
async function visit(browser, url, expected, label, pageOptions = {}, interact = async () => {}) {
  const page = await browser.newPage(pageOptions);
  const pageErrors = [];
  const consoleErrors = [];
  const apiRequests = [];
  // Requests that failed (a picture on an outside host among them: the machine has no network), and pictures answered with an error.
  const failedRequests = [];
  page.on('requestfailed', (request) => failedRequests.push(`${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400) failedRequests.push(`${response.url()} (HTTP ${response.status()})`);
  });
  page.on('pageerror', (error) => pageErrors.push(error.stack || error.message));
  page.on('console', (message) => {
    // A resource that failed to load is judged by the failed-request check (a missing favicon is not the kit's fault).
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) consoleErrors.push(message.text());
    // React reports a hydration mismatch as a warning in development builds and an error in production ones.
    if (message.type() === 'warning' && /hydrat/i.test(message.text())) consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiRequests.push(`${request.method()} ${pathname}`);
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
    await interact(page);
    // Let late effects and rejected promises surface before judging.
    await page.waitForTimeout(1000);
  } catch (error) {
    report(`${label}: page opens`, false, error.message);
  } finally {
    await page.close();
  }
  return { pageErrors, consoleErrors, apiRequests, failedRequests };
}

/** A step of the interactions: reported as passed, or failed with the first line of what went wrong. */
async function step(name, action) {
  try {
    await action();
    return report(name, true);
  } catch (error) {
    return report(name, false, String(error.message ?? error).split('\n').slice(0, 3).join('\n'));
  }
}

/** What a visitor does on the Vite app: a post's menu, a reaction, and the refs the page's RefCheck gave to the kit. */
function viteInteractions(label, major, hostQueryClient) {
  return async (page) => {
    const TIMEOUT = { timeout: 15_000 };
    const expectTrue = (value, message) => {
      if (!value) throw new Error(message);
    };
    await step(`${label}: the page runs React ${major}`, async () => {
      const running = await page.getByLabel('React version').textContent(TIMEOUT);
      expectTrue(running?.startsWith(`${major}.`), `React ${running}`);
    });
    // A post the signed-in user has not reacted to yet: its picker still says React.
    const post = page.locator('[role="feed"] article').filter({ has: page.getByRole('button', { name: 'React', exact: true }) }).first();
    await step(`${label}: a post's menu opens with its items reachable by keyboard`, async () => {
      const trigger = post.getByRole('button', { name: 'More actions' });
      await trigger.click(TIMEOUT);
      const menu = page.getByRole('menu');
      await menu.waitFor({ state: 'visible', ...TIMEOUT });
      const items = menu.getByRole('menuitem');
      const count = await items.count();
      expectTrue(count > 0, 'the menu has no items');
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem', null, TIMEOUT);
      const first = await page.evaluate(() => document.activeElement?.textContent);
      await page.keyboard.press('End');
      const last = await page.evaluate(() => document.activeElement?.textContent);
      expectTrue(first === (await items.first().textContent()) && last === (await items.last().textContent()), `focus went from "${first}" to "${last}"`);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden', ...TIMEOUT });
      expectTrue(await trigger.evaluate((button) => button === document.activeElement), 'Escape did not return focus to the trigger');
    });
    await step(`${label}: a reaction to a post shows on it`, async () => {
      const picker = post.getByRole('button', { name: 'React', exact: true });
      const summary = await post.locator('[role="img"][aria-label*="eaction"]').first().elementHandle(TIMEOUT);
      const before = await summary.getAttribute('aria-label');
      await picker.click(TIMEOUT);
      await page.getByRole('menuitemradio', { name: 'Trophy' }).click(TIMEOUT);
      // The post's summary counts one reaction more ('3 reactions: …' → '4 reactions: …', or 'No reactions' → '1 reaction: Trophy').
      const count = (label) => (/^(\d+)/.exec(label ?? '') ?? [0, 0])[1];
      await page.waitForFunction(
        ([element, expected]) => (/^(\d+)/.exec(element.getAttribute('aria-label') ?? '') ?? [0, 0])[1] === expected,
        [summary, String(Number(count(before)) + 1)],
        TIMEOUT,
      );
    });
    await step(`${label}: refs given to Button and MenuItem reach their elements`, async () => {
      await page.getByRole('button', { name: 'Ref menu' }).click(TIMEOUT);
      await page.getByRole('menuitem', { name: 'Ref item' }).waitFor({ state: 'visible', ...TIMEOUT });
      const refs = page.getByRole('status', { name: 'Refs', exact: true });
      await page.waitForFunction((element) => /MenuItem: /.test(element.textContent ?? ''), await refs.elementHandle(TIMEOUT), TIMEOUT).catch(() => {});
      const text = await refs.textContent();
      expectTrue(text === 'Button: BUTTON, MenuItem: BUTTON menuitem', `the page saw: ${text}`);
      await page.keyboard.press('Escape');
    });
    if (hostQueryClient) {
      await step(`${label}: the host's own QueryClient holds the kit's queries`, async () => {
        const output = page.getByRole('status', { name: "Kit queries in the host's cache" });
        await page.waitForFunction((element) => Number(element.textContent) > 0, await output.elementHandle(TIMEOUT), TIMEOUT);
      });
    }
  };
}

/**
 * Reports, for each package of TanStack Query, that the app's built JavaScript holds modules of one copy of it: the
 * source maps name every module bundled, and a second copy (nested under a kit package) has its own folder.
 */
function checkBundleCopies(dir, label) {
  const assets = path.join(dir, 'dist/assets');
  const sources = readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => JSON.parse(readFileSync(path.join(assets, file), 'utf8')).sources);
  for (const name of ['@tanstack/react-query', '@tanstack/query-core']) {
    const copies = new Set(sources.map((source) => source.split(`/node_modules/${name}/`)).filter((parts) => parts.length > 1).map(([folder]) => `${folder}/node_modules/${name}`));
    report(`${label}: one copy of ${name} in the built bundle`, copies.size === 1, `found ${copies.size}: ${[...copies].join(', ') || 'none'}`);
  }
}

/** Reports that the host's install holds TanStack Query at exactly the version it asked for, not a newer one. */
function checkInstalledVersion(dir, label, wanted) {
  for (const name of ['@tanstack/react-query', '@tanstack/query-core']) {
    let installed;
    try {
      installed = JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    } catch {
      installed = 'none';
    }
    report(`${label}: ${name} ${wanted} installed`, installed === wanted, `installed: ${installed}`);
  }
}

async function checkVite(dir, expected, browser, { label, react, exactTanstack }) {
  const { major } = react;
  // The mock backend's service worker, as `msw init public` would copy it.
  mkdirSync(path.join(dir, 'public'), { recursive: true });
  cpSync(path.join(dir, 'node_modules/msw/lib/mockServiceWorker.js'), path.join(dir, 'public/mockServiceWorker.js'));
  // The host on the oldest TanStack Query gives the kit its own QueryClient (the template reads this variable).
  const env = exactTanstack ? { VITE_HOST_QUERY_CLIENT: '1' } : {};
  // Source maps list the modules the bundle holds, for the one-copy check.
  const build = await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--sourcemap'], { cwd: dir, env });
  if (!report(`${label}: vite build`, build.code === 0, build.output)) return;
  checkBundleCopies(dir, label);
  const port = await freePort();
  const server = startServer(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: dir });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForHttp(url, server);
  } catch (error) {
    report(`${label}: vite preview serves dist`, false, error.message);
    return;
  }
  report(`${label}: vite preview serves dist`, true);
  const { pageErrors, failedRequests } = await visit(browser, url, expected, `${label}, Chromium`, {}, viteInteractions(`${label}, Chromium`, major, exactTanstack));
  report(`${label}, Chromium: no page error`, pageErrors.length === 0, pageErrors.join('\n'));
  // The mock data's pictures come from the mock backend's pictureHandlers: the page reaches no outside host.
  report(`${label}, Chromium: no failed request (every mock picture served by the mock backend)`, failedRequests.length === 0, failedRequests.join('\n'));
  killGroup(server.child);
}

/** prefetchFeed's sessionUserId loaded the favourites: each card's heart is pressed exactly when its post is one. */
function checkHearts(html, expected, label) {
  const hearts = [...html.matchAll(/<button\b[^>]*aria-label="Favourite this post"[^>]*>/g)].map(([tag]) => /aria-pressed="true"/.test(tag));
  const favourites = expected.firstPageFavourites.slice(0, hearts.length);
  report(
    `${label} shows pressed hearts for the favourite posts, and only for them`,
    hearts.length > 0 && favourites.includes(true) && hearts.every((pressed, i) => pressed === favourites[i]),
    `hearts pressed: ${JSON.stringify(hearts)}; favourites: ${JSON.stringify(favourites)}`,
  );
}

async function checkNext(dir, expected, browser) {
  // The server's zone is fixed to UTC, so the browser's (Asia/Tokyo, below) differs from it.
  const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', TZ: 'UTC' };
  const build = await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { cwd: dir, env });
  if (!report('next: next build', build.code === 0, build.output)) return;
  report('next: the build log has no `window is not defined`', !/window is not defined/.test(build.output), build.output);
  // next build type-checks the app with its tsconfig (`strict`): the host's own `interface User` as session.user.
  report('next: next build type-checks the host under strict TypeScript', /Running TypeScript|Checking validity of types/.test(build.output), build.output);
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
  // prefetchFeed and prefetchEducatorProfile ran in the server component: the data is in the HTML, not skeletons.
  report(`next: the server HTML holds the first post "${expected.firstPostHeadline}"`, inHtml(expected.firstPostHeadline), html.slice(0, 2000));
  report(`next: the server HTML holds the educator's name "${expected.educatorName}"`, inHtml(expected.educatorName), html.slice(0, 2000));
  checkHearts(html, expected, 'next: the server HTML');
  // The mock data's pictures are the app's own (its pictures route), from the first paint: none on an outside host.
  const pictures = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src);
  report(
    "next: the server HTML's pictures are the app's own /pictures/ files",
    pictures.some((src) => src.startsWith('/pictures/')) && pictures.every((src) => !/^(https?:)?\/\//.test(src)),
    `pictures: ${pictures.join(', ') || 'none'}`,
  );
  report('next: a server component called a pure rule from a ./server entry', /Freshness on the server: (<!-- -->)?(New|Fresh|1 Week|1 Month|Expiring Soon)/.test(html), html.slice(0, 2000));
  // formatSalary and toSafeUrl come from @edupassport/ui's main entry: its helper modules are server modules.
  report(
    "next: a server component called @edupassport/ui's formatSalary and toSafeUrl from the main entry",
    /Salary on the server: (<!-- -->)?\$45,000 \/ year(<!-- -->)?; link on the\s+server: (<!-- -->)?https:\/\/edupassport\.example\/jobs/.test(html),
    html.slice(0, 2000),
  );

  // The README's own page (app/feed/page.tsx, copied from it as it stands): the feed with its hearts, from the server.
  const feedResponse = await fetch(new URL('feed', url));
  const feedHtml = await feedResponse.text();
  report("next: GET /feed (the README's page) answers 200", feedResponse.status === 200, `status ${feedResponse.status}`);
  report(
    `next: the README's page's server HTML holds the first post "${expected.firstPostHeadline}"`,
    feedHtml.includes(expected.firstPostHeadline) || feedHtml.includes(escapeHtml(expected.firstPostHeadline)),
    feedHtml.slice(0, 2000),
  );
  checkHearts(feedHtml, expected, "next: the README's page's server HTML");

  // The server renders in UTC, the browser sits in Tokyo: with EduProvider's timeZone set, both write the same dates.
  const { pageErrors, consoleErrors, apiRequests, failedRequests } = await visit(browser, url, expected, 'next (Chromium, Asia/Tokyo)', { timezoneId: 'Asia/Tokyo' });
  report('next (Chromium, Asia/Tokyo): hydration without page errors', pageErrors.length === 0, pageErrors.join('\n'));
  // The app's pictures route draws the mock data's pictures: the page reaches no outside host.
  report('next (Chromium, Asia/Tokyo): no failed request (every mock picture served by the app)', failedRequests.length === 0, failedRequests.join('\n'));
  report('next (Chromium, Asia/Tokyo): hydration without console errors or hydration warnings', consoleErrors.length === 0, consoleErrors.join('\n'));
  // The dehydrated cache came with the page: the browser does not ask again for what the HTML holds.
  const again = apiRequests.filter((line) => /^GET \/api\/users\/(get-feed|get-user-by-id)\b/.test(line));
  report('next (Chromium, Asia/Tokyo): no second request for the prefetched feed page and profile', again.length === 0, `requests: ${apiRequests.join(', ') || 'none'}`);
  const favouritesAgain = apiRequests.filter((line) => /^GET \/api\/users\/posts\/favorites\b/.test(line));
  report('next (Chromium, Asia/Tokyo): no favourites request after hydration', favouritesAgain.length === 0, `requests: ${apiRequests.join(', ') || 'none'}`);
  const serverProblems = server.output.split('\n').filter((line) => /window is not defined|document is not defined|⨯|\bError\b/.test(line));
  report('next: the server log has no `window is not defined` or error', serverProblems.length === 0, server.output);
}

async function main() {
  for (const dir of unbuiltPackages(root)) {
    process.stdout.write(`✗ packages/${dir}/dist is missing: run \`npm run build\` first.\n`);
    process.exit(1);
  }
  work = mkdtempSync(path.join(os.tmpdir(), 'edu-host-apps-'));
  const tarballDir = path.join(work, 'tarballs');
  mkdirSync(tarballDir);
  const tarballs = await packAll(root, tarballDir, report);
  if (Object.keys(tarballs).length !== publishedPackages(root).length) {
    report('every package packed completely', false, 'the host apps need all six tarballs: see above.');
    return;
  }
  const expected = await expectedContent();
  const kit = kitFor(root, tarballs, KIT_USED);
  const vites = VITE_HOSTS.filter((host) => selected(host.name)).map((host) => ({ host, dir: path.join(work, host.name) }));
  const withNext = selected('next');
  const nextDir = path.join(work, 'next-app');
  for (const { host, dir } of vites) prepareVite(dir, kit, host);
  const nextPrepared = withNext && (await prepareNext(nextDir, kit));
  // The installs wait on the network, not the CPU: side by side.
  const [nextInstalled, ...vitesInstalled] = await Promise.all([
    nextPrepared && install(nextDir, 'next', report),
    ...vites.map(({ host, dir }) => install(dir, host.label, report)),
  ]);
  const oneCopy = [...Object.keys(kit), ...SHARED];
  if (nextInstalled) checkOneCopy(nextDir, 'next', oneCopy, report);
  for (const [i, { host, dir }] of vites.entries()) {
    if (!vitesInstalled[i]) continue;
    checkOneCopy(dir, host.label, oneCopy, report);
    if (host.exactTanstack) checkInstalledVersion(dir, host.label, host.tanstack);
  }
  let browser;
  try {
    browser = await openBrowser();
  } catch (error) {
    report('Chromium starts', false, error.message);
    return;
  }
  try {
    for (const [i, { host, dir }] of vites.entries()) if (vitesInstalled[i]) await checkVite(dir, expected, browser, host);
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
