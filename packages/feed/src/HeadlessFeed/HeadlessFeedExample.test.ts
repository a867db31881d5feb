// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The story's promise is that the headless entries are enough: this keeps the example honest.
const source = readFileSync(new URL('./HeadlessFeedExample.tsx', import.meta.url), 'utf8');
const imports = [...source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)].map((m) => ({
  typeOnly: Boolean(m[1]),
  from: m[2],
}));

describe('HeadlessFeedExample', () => {
  it('imports only React, api-client types and the two headless entries', () => {
    expect(imports.map((i) => i.from).sort()).toEqual([
      '@edupassport/api-client',
      '@edupassport/feed/headless',
      '@edupassport/ui/headless',
      'react',
    ]);
    expect(imports.find((i) => i.from === '@edupassport/api-client')?.typeOnly).toBe(true);
  });

  it('never mentions styled-components or the styled entries', () => {
    expect(source).not.toMatch(/['"]styled-components['"]|['"]@edupassport\/(ui|feed)['"]/);
  });
});
