import { describe, expect, it } from 'vitest';
import { feedMessageParts, feedMessages } from './index';

// Every key and value of feedMessages before the split into parts: hosts' overrides and types rely on them.
const EXPECTED_KEY_COUNT = 229;

describe('feed message parts', () => {
  it('defines no key in two parts (a later spread would silently win)', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [part, messages] of Object.entries(feedMessageParts)) {
      for (const key of Object.keys(messages)) {
        const first = owner.get(key);
        if (first) twice.push(`${key} in ${first} and ${part}`);
        else owner.set(key, part);
      }
    }
    expect(twice).toEqual([]);
  });

  it('merges every key of every part, with the part’s own value', () => {
    for (const messages of Object.values(feedMessageParts)) {
      for (const [key, value] of Object.entries(messages)) expect(feedMessages[key as keyof typeof feedMessages]).toBe(value);
    }
    const partKeys = Object.values(feedMessageParts).flatMap((messages) => Object.keys(messages));
    expect(Object.keys(feedMessages).sort()).toEqual([...partKeys].sort());
    expect(Object.keys(feedMessages)).toHaveLength(EXPECTED_KEY_COUNT);
  });
});
