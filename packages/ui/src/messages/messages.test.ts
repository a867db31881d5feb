// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keysInTwoParts, keysNotMerged } from '../../../../test-support/messageParts';
import { uiMessages } from './index';
import { uiMessageParts } from './parts';

const parts = Object.entries(uiMessageParts);

describe('the ui message parts', () => {
  it('define every key in one part only (a later spread would silently win)', () => {
    expect(keysInTwoParts(uiMessageParts)).toEqual([]);
  });

  it('all reach uiMessages, each key with its part’s value', () => {
    expect(keysNotMerged(uiMessageParts, uiMessages)).toEqual([]);
    const total = parts.reduce((n, [, messages]) => n + Object.keys(messages).length, 0);
    expect(Object.keys(uiMessages)).toHaveLength(total);
  });

  it('are all listed: every part file of this folder is in uiMessageParts', () => {
    const notParts = new Set(['index.ts', 'parts.ts', 'useUiMessages.ts', 'catalogs.ts']);
    const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !notParts.has(f));
    expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual(Object.keys(uiMessageParts).sort());
  });

  it('keep the strings a host overrides today', () => {
    expect(uiMessages.close).toBe('Close');
    expect(uiMessages.noMatches).toBe('No matches');
    expect(uiMessages.slidesShown(1, 3, 5)).toBe('Slides 1 to 3 of 5');
    expect(uiMessages.deleteTitle).toBe('Delete Job');
  });
});
