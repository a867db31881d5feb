// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysInTwoParts, keysNotMerged } from '../../../../test-support/messageParts';
import { adminMenu } from '../adminRoutes';
import { adminDeleteMessages } from './delete';
import { adminMessages } from './index';
import { adminMenuMessages } from './menu';
import { adminSidebarMessages } from './sidebar';

const parts = { delete: adminDeleteMessages, sidebar: adminSidebarMessages, menu: adminMenuMessages };

describe('the admin message parts', () => {
  it('define every key in one part only (a later spread would silently win)', () => {
    expect(keysInTwoParts(parts)).toEqual([]);
  });

  it('all reach adminMessages, each key with its part’s value', () => {
    expect(keysNotMerged(parts, adminMessages)).toEqual([]);
    expect(Object.keys(adminMessages)).toHaveLength(Object.values(parts).flatMap((messages) => Object.keys(messages)).length);
  });

  it('keep every menu label in the menu part, so the delete button never ships them', () => {
    const keys = (items: typeof adminMenu): string[] => items.flatMap((item) => [item.key, ...keys(item.children ?? [])]);
    expect(Object.keys(adminMenuMessages).sort()).toEqual(keys(adminMenu).map((key) => `menu.${key}`).sort());
    expect(Object.keys(adminDeleteMessages).some((key) => key.startsWith('menu.'))).toBe(false);
  });
});
