import { describe, expect, it } from 'vitest';
import { routeGroups } from '../src/routes';
import { demoBrowser } from './support';

const demo = demoBrowser();

/** A 48x32 blue PNG: a real picture for the cropper to show. */
const PICTURE = {
  name: 'portrait.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAMUlEQVR42u3OQQ0AAAgEoEtiMBMbyxbOBxsBSPW8EiEhISEhISEhISEhISEhISGhSwsRqIBqiJ5v5gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

// The preview server sends a strict policy (csp/policy.ts) with a fresh nonce per response; the support's
// afterEach fails any journey the policy refused something in. This one walks every route and opens a dialog and
// a menu, the kit's portalled layers included.
describe('the demo under a strict Content Security Policy', () => {
  it('serves the policy with a fresh nonce, and every style element the kit inserts carries it', async () => {
    const page = await demo.open('/feed');
    const first = await page.request.get(page.url(), { headers: { accept: 'text/html' } });
    const second = await page.request.get(page.url(), { headers: { accept: 'text/html' } });
    const policy = first.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);

    await page.getByRole('article').first().waitFor();
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => ({ nonce: style.nonce, rules: style.sheet?.cssRules.length ?? 0 })),
    );
    expect(styles.length).toBeGreaterThan(0);
    const pageNonce = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce);
    expect(pageNonce).toBeTruthy();
    for (const style of styles) expect(style.nonce).toBe(pageNonce);
    // The kit's rules applied: the provider's element carries the theme's colours.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  });

  it('every route renders, a menu and a dialog open, and nothing is refused', async () => {
    const page = await demo.open('/');
    for (const group of routeGroups) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: group.label, exact: true }).click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed', exact: true }).click();
    await page.getByRole('article').nth(1).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Report post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Post' });
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(demo.errors).toEqual([]);
  });

  it('the cropper under the strict CSP shows its crop frame', async () => {
    const page = await demo.open('/profiles/educator');
    await page.getByRole('button', { name: 'Edit profile picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Picture' });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Change Photo' }).click()]);
    await chooser.setFiles(PICTURE);
    const frame = page.getByRole('dialog', { name: 'Crop your photo' }).getByRole('application', { name: 'Crop area' });
    await frame.waitFor();
    // react-easy-crop's own rules (its <style>, which needs the nonce) draw the frame: a border and the dimmed
    // surroundings, a box shadow; refused, the frame has neither and the area around it stays bright.
    const look = await frame.evaluate((element) => {
      const style = getComputedStyle(element);
      return { position: style.position, border: style.borderTopStyle, shadow: style.boxShadow };
    });
    expect(look).toEqual({ position: 'absolute', border: 'solid', shadow: expect.stringMatching(/^rgba\(0, 0, 0, 0\.5\) 0px 0px 0px [1-9]/) });
    expect(demo.errors).toEqual([]);
  });
});
