// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointDefinitions, endpointNames, type EndpointName } from './endpoints';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const rows = [...readme.matchAll(/^\| `([\w.]+)` \| (GET|POST|PUT|PATCH|DELETE) \| `([^`]+)` \| (spec|\*\*chosen\*\*) \|$/gm)].map(([, name, method, path, source]) => ({
  name: name as EndpointName,
  method,
  path: path as string,
  source: source === 'spec' ? 'spec' : 'chosen',
}));

describe('the README endpoints table', () => {
  it('lists every endpoint once, in the order of the table', () => {
    expect(rows.map((r) => r.name)).toEqual(endpointNames);
  });

  it.each(rows.map((r) => [r.name, r] as const))('%s has the method, path and source of endpointDefinitions', (name, row) => {
    const definition = endpointDefinitions[name];
    const placeholders = row.path.match(/\{\w+\}/g) ?? [];
    expect(row.method).toBe(definition.method);
    expect((definition.path as (...args: string[]) => string)(...placeholders)).toBe(row.path);
    expect(row.source).toBe(definition.source);
  });
});
