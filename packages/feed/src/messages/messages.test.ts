import { describe, expect, it } from 'vitest';
import { keysInTwoParts, keysNotMerged } from '../../../../test-support/messageParts';
import { feedMessageParts, feedMessages } from './index';

// Every key and value of feedMessages before the split into parts: hosts' overrides and types rely on them.
const EXPECTED_KEY_COUNT = 241;

describe('feed message parts', () => {
  it('defines no key in two parts (a later spread would silently win)', () => {
    expect(keysInTwoParts(feedMessageParts)).toEqual([]);
  });

  it('merges every key of every part, with the part’s own value', () => {
    expect(keysNotMerged(feedMessageParts, feedMessages)).toEqual([]);
    const partKeys = Object.values(feedMessageParts).flatMap((messages) => Object.keys(messages));
    expect(Object.keys(feedMessages).sort()).toEqual([...partKeys].sort());
    expect(Object.keys(feedMessages)).toHaveLength(EXPECTED_KEY_COUNT);
  });
});
