import { readdirSync, readFileSync, statfsSync, writeFileSync } from 'node:fs';

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

/**
 * Gives the browsers this process started a niceness (0 to 19: higher yields more). Playwright starts Chromium in a
 * session of its own (to stop its whole process group), and Linux with scheduler autogroups
 * (`/proc/sys/kernel/sched_autogroup_enabled`, on by default) shares the processor between sessions before it reads
 * niceness: `npm test`'s journeys ran at `nice -n 10` beside the stories, yet their browser took as much of the
 * processor as the stories' browser, and long stories went past 5 s. The session's autogroup takes the niceness
 * instead (`/proc/<pid>/autogroup`). Elsewhere (no /proc, no autogroups) it does nothing.
 */
export function setBrowserNiceness(niceness: number): void {
  if (niceness <= 0) return;
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return;
  }
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command's name in brackets: state, parent pid, process group, session.
      const [, parent, , session] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // A browser this process started leads its own session: its autogroup is every process of that browser.
      if (Number(parent) === process.pid && session === pid) writeFileSync(`/proc/${pid}/autogroup`, String(niceness));
    } catch {
      // Gone meanwhile, or not ours to change: it keeps its share.
    }
  }
}
