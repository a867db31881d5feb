#!/usr/bin/env node
/**
 * The one test command: lint, typecheck, unit tests (jsdom), story tests (headless Chromium) and the demo's journeys.
 * Every step runs even when an earlier one fails, so one run shows everything; the last line is
 * `N passed, N failed` and the exit code is non-zero when anything failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromJson, summarize } from './test-durations.mjs';

const log = (line) => process.stdout.write(`${line}\n`);

/** Runs a command with its output shown as it comes; resolves true when it succeeded. */
function run(label, command, args, env = {}) {
  log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.on('close', (status) => resolve(status === 0));
    child.on('error', () => resolve(false));
  });
}

const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canInstall = isRoot && existsSync('/etc/debian_version');
let aptUpdated = false;

/** Installs Debian packages (root on Debian only); true when apt-get succeeded. */
function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) aptUpdated = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0;
  return aptUpdated && spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env }).status === 0;
}

/** The system Chromium: $CHROMIUM_PATH, else /usr/bin/chromium, else Debian's package when we may install it. */
function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((file) => existsSync(file));
  if (found) return found;
  if (canInstall) {
    log('▶ No Chromium found: installing Debian\'s chromium package');
    if (aptInstall(['chromium']) && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return null;
}

/**
 * The colour-emoji font the visual baselines are made with: reactions render as emoji, not as boxes, whatever
 * fonts a machine happens to have. Installed like Chromium; without it the visual baselines cannot match.
 */
function ensureEmojiFont() {
  if (existsSync(EMOJI_FONT)) return true;
  if (canInstall) {
    log('▶ No colour-emoji font found: installing Debian\'s fonts-noto-color-emoji package');
    if (aptInstall(['fonts-noto-color-emoji']) && existsSync(EMOJI_FONT)) return true;
  }
  log('No colour-emoji font found: install one (Debian: sudo apt-get install -y fonts-noto-color-emoji); the visual baselines need it.');
  return false;
}

const chromium = findChromium();
if (!chromium) {
  log('No Chromium found: install one (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH to its executable.');
  process.exit(1);
}
if (!ensureEmojiFont()) process.exit(1);

let passed = 0;
let failed = 0;
const count = (ok) => (ok ? passed++ : failed++);

const NICE = '/usr/bin/nice';

/**
 * Runs a command at a low priority (`nice -n <niceness>`) with its output kept, not shown; resolves `{ ok, output }`.
 * What runs beside the tests takes the processor time they leave, not theirs.
 */
function runQuietly({ command, args, niceness }) {
  return new Promise((resolve) => {
    const [file, argv] = existsSync(NICE) ? [NICE, ['-n', String(niceness), command, ...args]] : [command, args];
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ ok: status === 0, output: Buffer.concat(output) }));
    child.on('error', (error) => resolve({ ok: false, output: Buffer.from(`${error.message}\n`) }));
  });
}

/** Runs commands side by side at `nice -n 15` and prints each one's output whole once all have ended. */
async function runBeside(steps) {
  const results = await Promise.all(steps.map((step) => runQuietly({ ...step, niceness: 15 })));
  results.forEach(({ ok, output }, i) => {
    log(`\n▶ ${steps[i].label}`);
    process.stdout.write(output);
    count(ok);
  });
}

// Lint and the typecheck run beside the tests: the unit tests have one worker (it shares one jsdom between files),
// so a core is often idle; at a low priority they fill that time.
const checks = runBeside([
  { label: 'lint', command: 'npx', args: ['eslint', '.'] },
  // The type tests (*.test-d.ts: expectTypeOf over the public generic types) are part of the typecheck.
  { label: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
  // A strict host's code (exactOptionalPropertyTypes) against the public entries: test-support/strict-host.
  { label: 'typecheck (strict host)', command: 'npx', args: ['tsc', '-p', 'test-support/strict-host/tsconfig.json'] },
]);

const outDir = mkdtempSync(path.join(tmpdir(), 'edu-test-'));
const reporters = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

// One vitest for every project, in three groups one after the other: the unit, picture and display-settings tests;
// the stories (three Chromium pages); the demo's journeys (two browsers). Each group has both cores: the journeys
// once ran in a second vitest beside the stories, and whichever side had the lower priority went past its 5 s.
const report = path.join(outDir, 'vitest.json');
const vitestOk = await run('unit, story and end-to-end tests', 'npx', ['vitest', 'run', ...reporters(report)], {
  CHROMIUM_PATH: chromium,
  EDU_WARM_STORIES: '1',
});

/** Adds a vitest JSON report's counts to the run's; a run that failed without failed tests (a file that did not load) counts once. */
function countReport(file, ok) {
  if (!existsSync(file)) {
    failed += 1;
    return [];
  }
  const result = JSON.parse(readFileSync(file, 'utf8'));
  passed += result.numPassedTests ?? 0;
  failed += result.numFailedTests ?? 0;
  if (!ok && !(result.numFailedTests > 0)) failed += Math.max(1, result.numFailedTestSuites ?? 0);
  return fromJson(result);
}

// Where the time went (docs/testing.md keeps the list): printed after the checks' output, before the last line.
const files = countReport(report, vitestOk);
const slowest = summarize(files, { top: 15 });
rmSync(outDir, { recursive: true, force: true });
await checks;

log('\n▶ where the time went (scripts/test-durations.mjs)');
for (const line of slowest) log(line);
log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
