#!/usr/bin/env node
/* global document */
/**
 * Opens every docs page of a built Storybook in the system Chromium and fails when one is wider than the viewport
 * (a props table or a control printing a long value) or when a page logs a warning or an error (failed requests aside):
 *   node scripts/check-storybook-docs.mjs [storybook-static] [--width 1280] [--only <id substring>]
 * It serves the folder itself on a free port and closes it at the end.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { serveStatic } from './lib/static-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const dir = args[0] && !args[0].startsWith('--') ? args[0] : 'storybook-static';
const width = Number(option('width', 1280));
const only = option('only');
if (!existsSync(join(dir, 'index.json'))) {
  console.error(`${dir}/index.json not found: build Storybook first (npm run build-storybook)`);
  process.exit(2);
}

const { origin, close: closeServer } = await serveStatic(dir);

const entries = Object.values(JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')).entries).filter(
  (entry) => entry.type === 'docs' && (!only || entry.id.includes(only)),
);
const started = Date.now();
const browser = await launchChromium();
const failures = [];
const widths = [];
try {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  for (const entry of entries) {
    const page = await context.newPage();
    const messages = [];
    page.on('console', (message) => {
      // Failed requests are the stories' own (the mock backend's pictures fail on purpose); any other error or warning counts.
      if (
        message.type() === 'warning' ||
        (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      ) {
        messages.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
    await page.goto(`${origin}/iframe.html?viewMode=docs&id=${entry.id}`, { waitUntil: 'load' });
    // The docs container fills once the page has rendered its stories and tables.
    await page.locator('.sbdocs-content').first().waitFor({ timeout: 30000 });
    await page.waitForLoadState('networkidle');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    widths.push([scrollWidth, entry.id]);
    if (scrollWidth > width) failures.push(`${entry.id}: ${scrollWidth} px wide (viewport ${width})`);
    for (const message of new Set(messages)) failures.push(`${entry.id}: ${message}`);
    await page.close();
  }
} finally {
  await browser.close();
  closeServer();
}

widths.sort((a, b) => b[0] - a[0]);
console.log(
  `${entries.length} docs pages in ${Math.round((Date.now() - started) / 1000)} s; widest: ${widths
    .slice(0, 3)
    .map(([w, id]) => `${id} ${w} px`)
    .join(', ')}`,
);
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
