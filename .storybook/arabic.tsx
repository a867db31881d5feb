import { composeStory } from '@storybook/react-vite';
import axe from 'axe-core';
import { adminCatalogs } from '@edupassport/admin-kit';
import { feedCatalogs } from '@edupassport/feed';
import { opportunitiesCatalogs } from '@edupassport/opportunities';
import { profilesCatalogs } from '@edupassport/profiles';
import { catalogTools, preloadCatalogs, uiCatalogs, type KitCatalogs } from '@edupassport/ui';

const ARABIC = 'ar';

/** Downloads every package's Arabic catalog, so an Arabic story renders its strings at once (nothing suspends). */
export const preloadArabic = () => preloadCatalogs(ARABIC, uiCatalogs, feedCatalogs, profilesCatalogs, opportunitiesCatalogs, adminCatalogs);

/** A package's Arabic messages as the kit shows them, to find a control by its Arabic name. */
export async function arabicMessages<M>(catalogs: KitCatalogs<M>): Promise<M> {
  const module = await catalogs.loaders[ARABIC]!();
  return module.default(catalogTools(ARABIC)) as M;
}

/**
 * A story in Arabic, right to left (`globals: { locale: 'ar' }` on the preview's provider), without its play function,
 * whose English names would not be found. Call `preloadArabic()` first: the strings are then there at the first render.
 */
export function inArabic(story: object, meta: object, args: object = {}): ReturnType<typeof composeStory> {
  const own = story as AnyStory & { args?: object | undefined; globals?: object | undefined };
  return composeStory({ ...own, args: { ...own.args, ...args }, play: undefined, globals: { ...own.globals, locale: ARABIC } } as AnyStory, meta as AnyMeta);
}

type AnyStory = Parameters<typeof composeStory>[0];
type AnyMeta = Parameters<typeof composeStory>[1];

/** The axe violations under `element` (contrast included: this runs in a real browser), as readable lines. */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { rules: { region: { enabled: false } }, resultTypes: ['violations'] });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
