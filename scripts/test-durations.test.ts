import { describe, expect, it } from 'vitest';
import { fromJson, fromLog, projectOf, summarize } from './test-durations.mjs';

// Lines as vitest's default reporter prints them, colours and all.
const LOG = [
  '\x1b[32m✓\x1b[39m'.replace(/^/, ' ') + ' \x1b[30m\x1b[46m visual (chromium) \x1b[49m\x1b[39m packages/ui/src/ui.visual.tsx \x1b[2m(\x1b[22m\x1b[2m14 tests\x1b[22m\x1b[2m)\x1b[22m\x1b[33m 8521\x1b[2mms\x1b[22m\x1b[39m',
  '     \x1b[33m\x1b[2m✓\x1b[22m\x1b[39m a dialog \x1b[33m 1810\x1b[2mms\x1b[22m\x1b[39m',
  ' ✓  unit  test-support/conformance.test.tsx (1353 tests) 82094ms',
  '     ✓ renders on the server  394ms',
  ' ✓  unit  packages/feed/src/constants.test.ts (3 tests) 7ms',
  'stderr | something else',
  '     ✓ not a test of any file  999ms',
].join('\n');

describe('test-durations', () => {
  it('reads the files and slow tests of a default-reporter log', () => {
    expect(fromLog(LOG)).toEqual([
      { project: 'visual', file: 'packages/ui/src/ui.visual.tsx', ms: 8521, count: 14, tests: [{ name: 'a dialog', ms: 1810 }] },
      { project: 'unit', file: 'test-support/conformance.test.tsx', ms: 82094, count: 1353, tests: [{ name: 'renders on the server', ms: 394 }] },
      { project: 'unit', file: 'packages/feed/src/constants.test.ts', ms: 7, count: 3, tests: [] },
    ]);
  });

  it('reads a JSON report, naming each file’s project from its path', () => {
    const report = {
      testResults: [
        { name: '/repo/packages/feed/src/Feed/Feed.stories.tsx', startTime: 1000, endTime: 4500, assertionResults: [{ fullName: 'Empty', duration: 3400 }] },
        { name: '/repo/packages/api-client/src/upload.test.ts', startTime: 0, endTime: 120, assertionResults: [{ title: 'retries', duration: 100 }] },
      ],
    };
    expect(fromJson(report, '/repo')).toEqual([
      { project: 'storybook', file: 'packages/feed/src/Feed/Feed.stories.tsx', ms: 3500, count: 1, tests: [{ name: 'Empty', ms: 3400 }] },
      { project: 'unit-isolated', file: 'packages/api-client/src/upload.test.ts', ms: 120, count: 1, tests: [{ name: 'retries', ms: 100 }] },
    ]);
    expect(['a.e2e.ts', 'b.display.tsx', 'c.visual.tsx', 'd.test.tsx'].map(projectOf)).toEqual(['e2e', 'display-settings', 'visual', 'unit']);
  });

  it('lists the projects, then the slowest files and tests, slowest first', () => {
    const lines = summarize(fromLog(LOG), { top: 2 });
    expect(lines[1]).toMatch(/^ {2}unit +2 files +1356 tests +82\.1 s$/);
    expect(lines.slice(4, 7)).toEqual([
      'The 2 slowest files:',
      '    82.1 s  unit              test-support/conformance.test.tsx (1353 tests)',
      '     8.5 s  visual            packages/ui/src/ui.visual.tsx (14 tests)',
    ]);
    expect(lines.at(-2)).toBe('     1.8 s  visual            packages/ui/src/ui.visual.tsx › a dialog');
  });
});
