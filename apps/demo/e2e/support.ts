import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromiumArgs, chromiumIgnoredDefaults, chromiumPath } from '../../../test-support/chromium.ts';

type Role = 'anonymous' | 'member' | 'postAuthor' | 'employer' | 'businessOwner' | 'admin';

/** How the mock backend answers: as today, or like a real server (`?realistic=1`: bare 2xx answers, a malformed item in every list, admin tokens checked). */
export type MockMode = 'lenient' | 'realistic';

/** Both modes, for the journeys that must pass on either. */
export const mockModes: readonly MockMode[] = ['lenient', 'realistic'];

export interface OpenOptions {
  /** Who the demo is viewed as (`?as=`); default the member. */
  as?: Role;
  /** Whether the mock backend runs in its realistic mode (`?realistic=1`); default false. */
  realistic?: boolean;
  /** Extra context permissions, e.g. clipboard access. */
  permissions?: string[];
  /** Whether downloads are kept (for the poster). */
  acceptDownloads?: boolean;
  /** A script run in the page before any of its own (playwright's init script). */
  init?: () => void;
}

/**
 * One headless system Chromium per journey file; each journey gets a fresh context (storage, service
 * worker) and page, so the mock backend (which lives in the page) starts from its seed every time.
 *
 * `shareContext`: for a file whose journeys only look (the a11y journey: axe, Tab presses, no click), one context
 * for the whole file and a new page for each journey. A fresh context installs the mock backend's service worker
 * and fetches and compiles every script again: about a second of each page's start on this machine.
 */
export function demoBrowser({ shareContext = false }: { shareContext?: boolean } = {}) {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  /** The journey's page when the context is shared: closed after each journey instead of the context. */
  let current: Page | undefined;
  const errors: string[] = [];
  /** What the page's Content Security Policy refused (a style attribute, an inline <style>, a script...). */
  const violations: string[] = [];
  /** Every console error of the journey's page (a hydration mismatch is one), from the first byte on. */
  const consoleErrors: string[] = [];
  /** Every request the journey's page made to the API (`GET /kit/api/...?...`), from the first byte on. */
  const apiRequests: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: chromiumArgs,
      ignoreDefaultArgs: chromiumIgnoredDefaults,
    });
  });
  afterEach(async () => {
    // The demo is served under a strict policy: whatever a journey did, nothing may have been refused.
    for (const page of (shareContext ? current && [current] : context?.pages()) ?? []) {
      const seen = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => []);
      violations.push(...seen);
    }
    if (shareContext) {
      await current?.close();
      current = undefined;
    } else {
      await context?.close();
      context = undefined;
    }
    expect(violations, 'Content Security Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** Opens `path` (relative to the deployment, e.g. '/feed') as `as`, on the chosen mock mode, and waits until the app has rendered. */
  async function open(pathname: string, { as = 'member', realistic = false, permissions = [], acceptDownloads = false, init }: OpenOptions = {}): Promise<Page> {
    if (!browser) throw new Error('the browser did not start');
    const base = new URL(inject('demoUrl'));
    if (context && shareContext) return openPage(pathname, base, as, realistic);
    if (shareContext && (permissions.length > 0 || acceptDownloads || init)) throw new Error('a shared context takes no permissions, downloads or init script');
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads, permissions, baseURL: base.origin });
    context.setDefaultTimeout(20_000);
    // Every refusal, as it happens: the event's directive and what was blocked.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
      });
    });
    // Counts the page's requests in flight, for settle(): a fetch that has not answered yet is work still to land.
    // E2E_SLOW_API_MS=300 holds every API answer that long: the late answers of a loaded machine, on demand.
    await context.addInitScript((slowMs: number) => {
      const state = { pending: 0 };
      (window as unknown as { __eduFetches: typeof state }).__eduFetches = state;
      const original = window.fetch.bind(window);
      const late = (url: string) => slowMs > 0 && url.includes('/api/');
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        state.pending += 1;
        try {
          const answer = await original(...args);
          const url = args[0] instanceof Request ? args[0].url : String(args[0]);
          if (late(url)) await new Promise((resolve) => setTimeout(resolve, slowMs));
          return answer;
        } finally {
          state.pending -= 1;
        }
      };
    }, Number(process.env.E2E_SLOW_API_MS) || 0);
    if (init) await context.addInitScript(init);
    return openPage(pathname, base, as, realistic);
  }

  /** Opens a new page of the context at `pathname` and waits until the app has rendered. */
  async function openPage(pathname: string, base: URL, as: Role, realistic: boolean): Promise<Page> {
    if (!context) throw new Error('no browser context');
    const page = await context.newPage();
    current = page;
    // E2E_CPU_THROTTLE=4 runs the page four times slower (DevTools' CPU throttling): a loaded machine on demand.
    const throttle = Number(process.env.E2E_CPU_THROTTLE);
    if (throttle > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
    errors.length = 0;
    violations.length = 0;
    consoleErrors.length = 0;
    apiRequests.length = 0;
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (/\/api\//.test(pathname)) apiRequests.push(`${request.method()} ${pathname}${search}`);
    });
    const url = new URL(pathname.replace(/^\//, ''), base);
    url.searchParams.set('as', as);
    if (realistic) url.searchParams.set('realistic', '1');
    await page.goto(url.toString());
    await hydrated(page);
    // The header says which mode the mock backend is in once it runs.
    if (realistic) await page.getByRole('checkbox', { name: 'Realistic server', checked: true, disabled: false }).waitFor();
    return page;
  }

  return { open, errors, violations, consoleErrors, apiRequests };
}

/**
 * Waits until the page is hydrated and the mock backend runs: a prerendered page shows the role switch at once,
 * disabled until then, and a click before that would fall on HTML without its handlers.
 */
async function hydrated(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'View as', disabled: false }).waitFor();
}

/** Reloads the page and waits until it is hydrated and the mock backend runs again (the header's switch comes alive). */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}

/** Loads `pathname` (under the deployment) afresh in the open page, without `?as=`, and waits until it is hydrated. */
export async function goTo(page: Page, pathname: string): Promise<void> {
  await page.goto(new URL(pathname.replace(/^\//, ''), inject('demoUrl')).toString());
  await hydrated(page);
}

/** The address the page is at, relative to the deployment's base path. */
export function appPath(page: Page): string {
  const base = new URL(inject('demoUrl'));
  const here = new URL(page.url());
  return here.pathname.slice(base.pathname.length - 1) + here.search;
}

/** Writes an announcement through Create post, saves it and waits for its dialog to close. */
export async function postAnnouncement(page: Page, title: string, content: string): Promise<void> {
  await page.getByRole('button', { name: 'Create post' }).click();
  await page.getByRole('menuitem', { name: 'Announcement' }).click();
  const dialog = page.getByRole('dialog', { name: /Announcement/ });
  await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
  await dialog.getByRole('textbox', { name: /Content/ }).fill(content);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Presses Tab until `target` has the focus (at most `limit` times): how a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, { limit = 80, backwards = false } = {}): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Types text one key press at a time. */
export async function pressKeys(page: Page, text: string): Promise<void> {
  for (const key of text) await page.keyboard.press(key === ' ' ? 'Space' : key);
}

/**
 * In the page: resolves with null once the page is still (no request in flight, no `aria-busy` region, no status
 * reading "Loading…") on two frames in a row, each followed by a task so that what a frame started (an
 * IntersectionObserver's next page) has begun; with what is still busy after `limit` ms. No fixed wait: on a fast
 * page it returns after two frames, on a loaded machine when the work has landed.
 */
export async function pageStill(limit = 5_000): Promise<string | null> {
  const busy = (): string | null => {
    const pending = (window as unknown as { __eduFetches?: { pending: number } }).__eduFetches?.pending ?? 0;
    if (pending > 0) return `${pending} request(s) in flight`;
    const region = document.querySelector('[aria-busy="true"]');
    if (region) return `${region.tagName.toLowerCase()}[aria-busy] "${region.getAttribute('aria-label') ?? ''}"`;
    const loading = [...document.querySelectorAll('[role="status"]')].find((status) =>
      /^\s*loading/i.test(status.getAttribute('aria-label') ?? status.textContent ?? ''),
    );
    return loading ? `status "${(loading.getAttribute('aria-label') ?? loading.textContent ?? '').trim()}"` : null;
  };
  const frame = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const end = performance.now() + limit;
  let still = 0;
  let last: string | null = null;
  while (performance.now() < end) {
    await frame();
    last = busy();
    still = last ? 0 : still + 1;
    if (still >= 2) return null;
  }
  return last ?? 'the page kept changing';
}

/**
 * Waits until the page is still (see pageStill): pages that load more as they scroll, or answer late on a loaded
 * machine, are measured once that work has landed, not halfway through it.
 */
export async function settle(page: Page): Promise<void> {
  const busy = await page.evaluate(pageStill, 5_000);
  if (busy) throw new Error(`The page did not settle: ${busy}`);
}
