import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_HOME, ADMIN_PATH, routeGroups } from '../src/routes';
import { demoBrowser, pageStill, settle, type OpenOptions } from './support';

const demo = demoBrowser({ shareContext: true });

/**
 * axe-core's source, run in the page through the DevTools protocol (playwright's evaluate), which the page's Content
 * Security Policy does not govern: a <script> tag would need the policy relaxed (bypassCSP), and then this journey
 * could no longer also prove that nothing the pages do is refused.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every WCAG 2.0-2.2 A and AA rule, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** The widths every page is checked at: a desktop, and the narrowest phone (WCAG's reflow width). */
const WIDTHS = [1280, 320] as const;

/**
 * How many Tab presses a page's focus walk takes at most, each way: the header and the first cards, where the sticky
 * bars are; each press is two round trips to the browser, and the walks are most of the journey's time.
 */
const TAB_LIMIT = 60;

interface A11yRoute {
  path: string;
  as?: OpenOptions['as'];
  /** Whether focus is walked through the page (the nav's pages and the home page); default false. */
  walk?: boolean;
}

const adminPlaceholder = `${ADMIN_PATH}/promo-codes/analytics`;

/**
 * Every page of the demo: the nav's (focus walked), the pages reached from them (detail pages, a post, the
 * dashboard's, info pages, login, not-found), the admin area, and the profile pages as each role that changes them.
 */
const routes: A11yRoute[] = [
  { path: '/', walk: true },
  ...routeGroups.map((group) => ({ path: group.path, walk: true, as: group.path === ADMIN_HOME ? ('admin' as const) : undefined })),
  { path: '/feed/1001' },
  { path: '/details/job/2000' },
  { path: '/details/job/2004?isExternal=true' },
  { path: '/details/event/3000' },
  { path: '/details/deal/4000' },
  { path: '/events', as: 'employer' },
  { path: '/dashboard/jobs', as: 'employer', walk: true },
  { path: '/dashboard/jobs/editJob?jobId=2001', as: 'employer' },
  { path: '/dashboard/jobs/myjobs/mycandidates?jobId=2001', as: 'employer' },
  { path: '/dashboard/events/editEvent?eventId=3000', as: 'employer' },
  { path: '/profiles/educator', as: 'employer' },
  { path: '/profiles/educator', as: 'businessOwner' },
  { path: '/profiles/educator', as: 'admin' },
  { path: '/profiles/educator', as: 'anonymous' },
  { path: '/profiles/educator?id=2&mode=preview' },
  { path: '/profiles/business', as: 'businessOwner', walk: true },
  { path: '/profiles/business', as: 'employer' },
  { path: '/profiles/business', as: 'admin' },
  { path: '/profiles/business', as: 'anonymous' },
  { path: '/endorsement/6900/respond', as: 'anonymous' },
  { path: '/external-jobs' },
  { path: '/login', as: 'anonymous' },
  { path: '/coming-soon' },
  { path: '/policies' },
  { path: '/policies/media-approval' },
  { path: '/no-such-page' },
  { path: ADMIN_HOME },
  { path: ADMIN_PATH, as: 'admin' },
  { path: adminPlaceholder, as: 'admin' },
  { path: `${ADMIN_PATH}/no-such-page`, as: 'admin' },
];

/**
 * Waits until the page shows its content: a main heading, no skeleton or other busy region (a lazy picture below the
 * fold may stay loading: that is no skeleton), and no request in flight.
 */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  await settle(page);
}

/** axe's violations on the page as it is, one line per element: route, width, rule, impact, target and summary. */
async function axeViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })),
    }));
  }, AXE_TAGS);
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${where} ${violation.id} (${violation.impact}): ${violation.help}\n    at ${node.target}\n    ${node.summary.replace(/\n/g, '\n    ')}`,
    ),
  );
}

/**
 * Where the focused element is entirely hidden, a description of it and of what covers it; null when some of it
 * shows, 'END' when nothing in the page has the focus (Tab left the page). Nine points across the element's box (inside the viewport) are hit-tested: a point shows the element when
 * the topmost element there (what paints on top: a sticky bar, a toast, the skip link) is the focused one, inside it
 * or around it (a visually hidden input inside its label).
 */
function obscuredFocus(): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 'END';
  const describe = (element: Element) => {
    const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}"`;
  };
  const box = focused.getBoundingClientRect();
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, window.innerWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  if (right - left < 1 || bottom - top < 1) return `${describe(focused)} is outside the viewport (${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)})`;
  const covers: Element[] = [];
  for (const fx of [0.1, 0.5, 0.9]) {
    for (const fy of [0.1, 0.5, 0.9]) {
      const x = left + (right - left) * fx;
      const y = top + (bottom - top) * fy;
      const hit = document.elementFromPoint(x, y);
      if (hit !== null && (hit === focused || focused.contains(hit) || hit.contains(focused))) return null;
      if (hit && !covers.includes(hit)) covers.push(hit);
    }
  }
  return `${describe(focused)} is hidden by ${covers.map(describe).join(', ') || 'nothing hit-testable'}`;
}

/**
 * After a Tab press: waits for the page to be still (a press that scrolls the feed loads its next page, which moves
 * what is below it), then says where the focus is hidden (obscuredFocus), or that the page never settled. One round
 * trip to the browser.
 */
const focusCheck = `(async () => {
  const busy = await (${pageStill.toString()})();
  return busy ? 'did not settle: ' + busy : (${obscuredFocus.toString()})();
})()`;

/**
 * Tabs through the page from its top, forwards to the end (or TAB_LIMIT presses) and back again with Shift+Tab (an
 * element scrolled in from above is the one a sticky top bar hides), and says where the focus was entirely hidden.
 * It starts once no more pages are loading, and checks each press once the page is still: what is measured never
 * depends on how fast the machine is.
 */
async function focusWalk(page: Page, where: string): Promise<string[]> {
  await settle(page);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  let forward = 0;
  for (const backwards of [false, true]) {
    for (let i = 0; i < (backwards ? forward : TAB_LIMIT); i += 1) {
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      const state = (await page.evaluate(focusCheck)) as string | null;
      if (state === 'END') break;
      if (!backwards) forward += 1;
      if (state) problems.push(`${where} Tab ${backwards ? `back ${i + 1}` : i + 1}: ${state}`);
    }
  }
  return problems;
}

describe('every demo page, at 1280 and 320 px', () => {
  it.each(routes.map((route) => [`${route.path} as ${route.as ?? 'member'}`, route] as const))('%s', async (_, { path, as = 'member', walk = false }) => {
    const page = await demo.open(path, { as });
    const problems: string[] = [];
    await settled(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const where = `${path} as ${as} at ${width}px:`;
      problems.push(...(await axeViolations(page, where)));
      // Reflow: at 320 px nothing may need scrolling sideways (a wide table or card would).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) problems.push(`${where} scrolls sideways by ${overflow}px`);
      if (walk) problems.push(...(await focusWalk(page, where)));
    }
    // One readable list: route, width, rule (or Tab press), where, and why.
    expect(problems.join('\n')).toBe('');
    expect(demo.errors).toEqual([]);
  });
});
