#!/usr/bin/env node
/**
 * The one test command: lint, typecheck, unit tests (jsdom) and story tests (headless Chromium).
 * Every step runs even when an earlier one fails, so one run shows everything; the last line is
 * `N passed, N failed` and the exit code is non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const log = (line) => process.stdout.write(`${line}\n`);

function run(label, command, args, env = {}) {
  log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** The system Chromium: $CHROMIUM_PATH, else /usr/bin/chromium, else Debian's package when we may install it. */
function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((file) => existsSync(file));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    log('▶ No Chromium found: installing Debian\'s chromium package');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return null;
}

const chromium = findChromium();
if (!chromium) {
  log('No Chromium found: install one (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH to its executable.');
  process.exit(1);
}

let passed = 0;
let failed = 0;
const count = (ok) => (ok ? passed++ : failed++);

count(run('lint', 'npx', ['eslint', '.']));
count(run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']));

const outDir = mkdtempSync(path.join(tmpdir(), 'edu-test-'));
const report = path.join(outDir, 'vitest.json');
const vitestOk = run(
  'unit and story tests',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  { CHROMIUM_PATH: chromium },
);
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed += result.numPassedTests ?? 0;
  failed += result.numFailedTests ?? 0;
  // A file that fails to load has no failed tests of its own but still fails the run.
  if (!vitestOk && !(result.numFailedTests > 0)) failed += Math.max(1, result.numFailedTestSuites ?? 0);
} else {
  failed += 1;
}
rmSync(outDir, { recursive: true, force: true });

log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
