import { chromium } from 'playwright-core';

/** The system Chromium ($CHROMIUM_PATH, else Debian's), quiet: no background traffic, no first-run pages. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
