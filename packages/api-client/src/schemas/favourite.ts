import * as z from 'zod/mini';
import { id, list, orUndefined } from './common';

// Undefined when absent or not a boolean: a state the server did not send is unknown, never false.
const flag = orUndefined(z.boolean());

/**
 * The favourite flag a server may send on a job, event or deal (the spec names none; these are the names the
 * toggle answers use). Spread into the item schemas; the opportunities kit reads them.
 */
export const favouriteFlagFields = {
  favorited: flag,
  is_favorite: flag,
  is_favorited: flag,
  isFavorite: flag,
};


/** One item of a favourites list: the item itself or its bare id, read as the id's text. */
const favouriteId = z.pipe(
  z.union([id, z.looseObject({ id })]),
  z.transform((value) => String(typeof value === 'object' ? value.id : value)),
);

/** Where each kind's favourites list sits in its answer (like the spec's `data.favorite_posts`). */
export type FavouriteListKey = 'favorite_jobs' | 'favorite_events' | 'favorite_deals';

/**
 * The answer of a favourites list of jobs, events or deals (`data.favorite_jobs` and so on): the ids as text, in
 * the server's order; an item without an id is left out and reported.
 */
export function favouriteIdsSchema(key: FavouriteListKey) {
  const shape = { [key]: list(favouriteId) } as Record<FavouriteListKey, ReturnType<typeof list<typeof favouriteId>>>;
  return z.pipe(
    z.nullish(z.object({ data: z.nullish(z.object(shape)) })),
    z.transform((answer): string[] => answer?.data?.[key] ?? []),
  );
}
