#!/usr/bin/env node
/**
 * Where the test run's time went: the time per project and the slowest files and tests, read from vitest's JSON
 * report (`--reporter=json --outputFile.json=…`, what `npm test` writes) or from a log of its default reporter.
 *
 *   node scripts/test-durations.mjs <vitest.json | run.log> [--top 30]
 *
 * The default reporter lists only the tests slower than its threshold (300 ms), so from a log the slowest tests are
 * complete but a project's total counts its files, not its tests. Projects are named from the file's path when the
 * report does not say (vitest's JSON report does not).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The files vitest.config.ts gives a module graph of their own ('unit-isolated').
const ISOLATED = /(admin|linkPreview|contract|upload)\.test\.ts$|hooks\/actions\.test\.tsx$|loadHtmlToImage\.test\.ts$|noStyleAttributes\.test\.tsx$/;

/** The vitest project a test file belongs to, from its path (the globs of vitest.config.ts). */
export function projectOf(file) {
  if (file.endsWith('.stories.tsx')) return 'storybook';
  if (file.endsWith('.visual.tsx')) return 'visual';
  if (file.endsWith('.display.tsx')) return 'display-settings';
  if (file.endsWith('.e2e.ts')) return 'e2e';
  return ISOLATED.test(file) ? 'unit-isolated' : 'unit';
}

/** Files and tests of vitest's JSON report: `{ project, file, ms, count, tests: [{ name, ms }] }[]`. */
export function fromJson(report, root = process.cwd()) {
  return report.testResults.map((result) => {
    const file = path.relative(root, result.name);
    return {
      project: projectOf(file),
      file,
      ms: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)),
      count: result.assertionResults.length,
      tests: result.assertionResults.map((test) => ({ name: test.fullName ?? test.title, ms: test.duration ?? 0 })),
    };
  });
}

const FILE_LINE = /^ [✓×↓] +(.+?) (?:\(chromium\) +)?(\S+) \((\d+) tests?[^)]*\)(?: (\d+)ms)?/;
const TEST_LINE = /^ {3,}[✓×] (.+?) +(\d+)ms$/;

/** Files and (slow) tests of a default-reporter log; its colours are taken out first. */
export function fromLog(text) {
  const files = [];
  let current = null;
  // eslint-disable-next-line no-control-regex
  for (const line of text.replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
    const file = FILE_LINE.exec(line);
    if (file) {
      current = { project: file[1].trim(), file: file[2], ms: Number(file[4] ?? 0), count: Number(file[3]), tests: [] };
      files.push(current);
      continue;
    }
    const test = TEST_LINE.exec(line);
    if (test && current) current.tests.push({ name: test[1], ms: Number(test[2]) });
    else if (!line.startsWith('   ')) current = null;
  }
  return files;
}

/** Reads a JSON report or a log. */
export function readDurations(file) {
  const text = readFileSync(file, 'utf8');
  return text.trimStart().startsWith('{') ? fromJson(JSON.parse(text)) : fromLog(text);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The lines of the summary: per project, then the slowest `top` files and tests. */
export function summarize(files, { top = 30, tests: withTests = true } = {}) {
  const lines = [];
  const projects = new Map();
  for (const { project, ms, count } of files) {
    const entry = projects.get(project) ?? { files: 0, tests: 0, ms: 0 };
    entry.files += 1;
    entry.tests += count;
    entry.ms += ms;
    projects.set(project, entry);
  }
  lines.push('Time per project (the sum of its files: a project that runs files side by side takes less):');
  for (const [name, { files: count, tests, ms }] of [...projects].sort((a, b) => b[1].ms - a[1].ms)) {
    lines.push(`  ${name.padEnd(17)} ${String(count).padStart(4)} files ${String(tests).padStart(5)} tests ${seconds(ms).padStart(8)}`);
  }
  lines.push('', `The ${top} slowest files:`);
  for (const { project, file, ms, count } of [...files].sort((a, b) => b.ms - a.ms).slice(0, top)) {
    lines.push(`  ${seconds(ms).padStart(8)}  ${project.padEnd(17)} ${file} (${count} tests)`);
  }
  if (withTests) {
    const all = files.flatMap(({ project, file, tests }) => tests.map((test) => ({ project, file, ...test })));
    lines.push('', `The ${top} slowest tests:`);
    for (const { project, file, name, ms } of all.sort((a, b) => b.ms - a.ms).slice(0, top)) {
      lines.push(`  ${seconds(ms).padStart(8)}  ${project.padEnd(17)} ${file} › ${name}`);
    }
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [input, ...rest] = process.argv.slice(2);
  if (!input) {
    process.stderr.write('Usage: node scripts/test-durations.mjs <vitest.json | run.log> [--top 30]\n');
    process.exit(2);
  }
  const topIndex = rest.indexOf('--top');
  const top = topIndex >= 0 ? Number(rest[topIndex + 1]) : 30;
  process.stdout.write(`${summarize(readDurations(input), { top }).join('\n')}\n`);
}
