#!/usr/bin/env node
/**
 * Takes a screenshot of a page in the system Chromium, to look at what we built:
 *   node scripts/screenshot.mjs <url> <out.png> [--wait-for "text"] [--wait-selector css] [--delay ms] [--width 1280] [--height 900]
 */
import { chromium } from 'playwright-core';

const [url, out = 'screenshot.png', ...rest] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [--wait-for "text"] [--width N] [--height N]');
  process.exit(2);
}
const option = (name, fallback) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : fallback;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: Number(option('width', 1280)), height: Number(option('height', 900)) } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  const waitFor = option('wait-for');
  if (waitFor) await page.getByText(waitFor, { exact: false }).first().waitFor({ timeout: 15000 });
  // Storybook stories render after their loaders (the mock service worker): wait for the root to fill.
  const selector = option('wait-selector');
  if (selector) await page.locator(selector).first().waitFor({ timeout: 15000 });
  await page.waitForTimeout(Number(option('delay', 0)));
  await page.screenshot({ path: out, fullPage: true });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
}
