// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { adminMenu } from '../adminRoutes';
import { adminDeleteMessages } from './delete';
import { adminMessages } from './index';
import { adminMenuMessages } from './menu';
import { adminSidebarMessages } from './sidebar';

const parts = { delete: adminDeleteMessages, sidebar: adminSidebarMessages, menu: adminMenuMessages };

describe('the admin message parts', () => {
  it('define every key in one part only (a later spread would silently win)', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [part, messages] of Object.entries(parts)) {
      for (const key of Object.keys(messages)) {
        if (owner.has(key)) twice.push(`${key} (${owner.get(key)} and ${part})`);
        owner.set(key, part);
      }
    }
    expect(twice).toEqual([]);
  });

  it('all reach adminMessages, each key with its part’s value', () => {
    const all = Object.values(parts).flatMap((messages) => Object.entries(messages));
    for (const [key, value] of all) expect(adminMessages).toHaveProperty([key], value);
    expect(Object.keys(adminMessages)).toHaveLength(all.length);
  });

  it('keep every menu label in the menu part, so the delete button never ships them', () => {
    const keys = (items: typeof adminMenu): string[] => items.flatMap((item) => [item.key, ...keys(item.children ?? [])]);
    expect(Object.keys(adminMenuMessages).sort()).toEqual(keys(adminMenu).map((key) => `menu.${key}`).sort());
    expect(Object.keys(adminDeleteMessages).some((key) => key.startsWith('menu.'))).toBe(false);
  });
});
