import * as z from 'zod/mini';
import { orUndefined } from './common';

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

