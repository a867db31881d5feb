import { describe, expect, it } from 'vitest';
// The seed itself (the e2e project resolves no workspace aliases): the store the build rendered from.
import { mockStore } from '../../../packages/api-client/src/mocks/store';
import { COMPILE_HINT } from '../prerender/chunks';
import { styledIdPrefix } from '../prerender/styledIds';
import { demoBrowser } from './support';

const demo = demoBrowser();

/** The seed's newest post: the first card of the feed. */
const firstPost = mockStore.posts[0] as { headline?: string | null };

/** /feed opened and settled, with the scripts it loaded (its first view). */
async function feedFirstView() {
  const page = await demo.open('/feed');
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  return { page, scripts };
}

// The build prerenders every public route (prerender/plugin.ts): the HTML holds the page with its data, the
// browser hydrates it, and the mock backend takes over afterwards without asking again for what the HTML holds.
describe('the prerendered demo', () => {
  it('serves /feed as HTML that holds the first post, its styles and its data', async () => {
    expect(firstPost.headline).toBeTruthy();
    const page = await demo.open('/feed');
    const answer = await page.request.get(page.url(), { headers: { accept: 'text/html' } });
    const html = await answer.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<article');
    expect(root).toContain(String(firstPost.headline));
    expect(html).toMatch(/<style[^>]* nonce="[^"_]+"[^>]*>[^<]*\.[\w-]+\{/);
    expect(html).toContain('<script type="application/json" id="edu-demo-data">');
  });

  it('asks for no more than a few kilobytes of script before the first paint (the app loads after it)', async () => {
    const page = await demo.open('/feed');
    const html = await (await page.request.get(page.url(), { headers: { accept: 'text/html' } })).text();
    // What the HTML makes the browser fetch at once: its module scripts and their preloads (src/boot.ts and its
    // own small chunks). A module the entry shares with the app would pull the app's chunk in here.
    const urls = [...html.matchAll(/<(?:script[^>]* src|link[^>]* rel="modulepreload"[^>]* href)="([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(0);
    let bytes = 0;
    for (const url of urls) bytes += (await (await page.request.get(new URL(url, page.url()).toString())).body()).length;
    expect(bytes).toBeLessThan(20_000);
  });

  it("the first view of /feed runs none of the dialogs and editors a click opens, nor other pages' code", async () => {
    const { page, scripts } = await feedFirstView();
    let code = '';
    for (const url of scripts) code += await (await page.request.get(url)).text();
    // Each file's styled components carry an id made from its path (prerender/styledIds.ts): a file whose ids are
    // in the scripts is in the first view. These are opened by a click, or belong to the profile pages.
    const elsewhere = [
      'packages/ui/src/ShareImageDialog/SharePoster.tsx',
      'packages/ui/src/ShareDialog/ShareDialog.tsx',
      'packages/ui/src/ImageCropDialog/ImageCropDialog.tsx',
      'packages/ui/src/LocationCombobox/LocationCombobox.tsx',
      'packages/ui/src/SkillsMultiSelect/SkillsMultiSelect.tsx',
      'packages/ui/src/StepDialog/StepDialog.tsx',
      'packages/ui/src/Carousel/Carousel.tsx',
      'packages/profiles/src/ProfileHero/styles.ts',
    ];
    expect(code).toContain('sc-'.concat(styledIdPrefix('packages/feed/src/PostCard/PostCard.tsx'), '-1'));
    expect(elsewhere.filter((file) => code.includes(`sc-${styledIdPrefix(file)}-1`))).toEqual([]);
  });

  it("compiles the first view's chunks as they download, and leaves what a click loads to V8's lazy compiling", async () => {
    const { page, scripts } = await feedFirstView();
    const firstLine = async (url: string) => (await (await page.request.get(url)).text()).split('\n', 1)[0];
    // The app and the feed page's own chunk: V8's compile hint on their first line (prerender/chunks.ts).
    for (const name of ['app', 'feed']) {
      const url = scripts.find((script) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(script));
      expect(url, `the ${name} chunk`).toBeDefined();
      expect(await firstLine(url!)).toBe(COMPILE_HINT);
    }
    // The positioning library, loaded for the first menu: compiled function by function when called. The menu shows
    // at a rough place before it has arrived, so wait for its download, not for the menu.
    await page.getByRole('button', { name: 'More actions' }).first().click();
    await page.getByRole('menu').waitFor();
    const floatingUi = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).find((name) => /\/assets\/floating-ui[\w.-]*\.js$/.test(name)));
    await expect.poll(floatingUi, { timeout: 5000 }).toBeDefined();
    const floating = await floatingUi();
    expect(await firstLine(floating!)).not.toBe(COMPILE_HINT);
  });

  it("hydrates /feed without a console error, a remount, a request or the theme's rules inserted again", async () => {
    // The first card as the HTML had it, before any script of the page ran; open() returns once the role switch
    // is on: the page is hydrated and the mock backend has taken over.
    const page = await demo.open('/feed', {
      init: () => {
        document.addEventListener('readystatechange', () => {
          // 'interactive': the HTML is parsed and no module script has run yet.
          if (document.readyState === 'interactive') {
            (window as unknown as { __first?: Element | null }).__first = document.querySelector('article');
          }
        });
        // Every rule that sets the theme's tokens, as styled-components inserts it (production: through the CSSOM).
        const inserted: string[] = [];
        (window as unknown as { __themeRules: string[] }).__themeRules = inserted;
        const insertRule = CSSStyleSheet.prototype.insertRule;
        CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
          if (rule.includes('--edu-color-background')) inserted.push(rule.slice(0, rule.indexOf('{')).trim());
          return insertRule.call(this, rule, index);
        };
      },
    });
    await page.waitForLoadState('networkidle');
    expect(demo.consoleErrors).toEqual([]);
    // Not the feed, not the favourites, nothing else either: the HTML held all the page reads.
    expect(demo.apiRequests).toEqual([]);
    const kept = await page.evaluate(() => {
      const first = (window as unknown as { __first?: Element | null }).__first;
      return Boolean(first && first.isConnected && first === document.querySelector('article'));
    });
    expect(kept).toBe(true);
    await expect.poll(() => page.getByRole('article').first().textContent()).toContain(String(firstPost.headline));
    // Once each, as styled-components takes the server's sheet over: the kit's global style finds its rules there
    // (inserted again, the whole page's style would be recalculated).
    const themeRules = await page.evaluate(() => (window as unknown as { __themeRules: string[] }).__themeRules);
    expect(themeRules.filter((selector) => selector === ':root')).toHaveLength(1);
    expect(themeRules.filter((selector) => selector === "[data-edu-theme='light']")).toHaveLength(1);
  });

  it('a visitor of another role gets the page again as that role once the backend runs', async () => {
    const page = await demo.open('/feed', { as: 'anonymous' });
    await page.getByText('Sign in to react, comment, vote and share.').waitFor();
    expect(demo.apiRequests.some((request) => request.includes('get-feed'))).toBe(true);
    expect(demo.consoleErrors).toEqual([]);
  });
});
