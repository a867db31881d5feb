import { statfsSync } from 'node:fs';

/** The system Chromium (Debian's package): no browser is ever downloaded. scripts/test.mjs finds or installs it. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Free bytes in /dev/shm, or 0 where there is none. */
function sharedMemoryBytes(): number {
  try {
    const stats = statfsSync('/dev/shm');
    return stats.bavail * stats.bsize;
  } catch {
    return 0;
  }
}

/** Whether /dev/shm is too small for Chromium's shared memory (a container's 64 MB default). */
const smallSharedMemory = sharedMemoryBytes() < 512 * 1024 * 1024;

/**
 * Chromium's flags for tests: root on a closed network, so no sandbox and no background calls home that would be
 * refused. Shared memory goes to /dev/shm unless it is too small: the disk fallback (`--disable-dev-shm-usage`)
 * costs every story a fifth more time on this machine, mostly in system time.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  ...(smallSharedMemory ? ['--disable-dev-shm-usage'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Playwright's own flags to leave out: it always adds `--disable-dev-shm-usage`, so without this Chromium used the
 * disk fallback whatever /dev/shm held. Pass as `ignoreDefaultArgs` beside `chromiumArgs`.
 */
export const chromiumIgnoredDefaults = smallSharedMemory ? [] : ['--disable-dev-shm-usage'];
