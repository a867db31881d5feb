import * as z from 'zod/mini';
import { id, looseBoolean, optionalOf, optionalString, textOr } from './common';
import { favouriteFlagFields } from './favourite';
import type { KnownEventStatus } from './rules';

export { eventStatuses, type KnownEventStatus } from './rules';

export const eventSchema = z.object({
  id,
  event_name: textOr(''),
  event_cover_image: optionalString,
  event_link: optionalString,
  event_date: optionalString,
  event_format: optionalString,
  event_venue: optionalString,
  event_category: optionalString,
  event_description: optionalString,
  status: z.pipe(
    z.nullish(z.string()),
    z.transform((v): KnownEventStatus | (string & {}) => v ?? ''),
  ),
  boosted: looseBoolean,
  /** Not in the spec's field list: the owner's user id, by which a card can tell owner from visitor. */
  user_id: optionalOf(id),
  ...favouriteFlagFields,
});
/** An event as the cards show it (named EduEvent so it does not shadow the DOM Event type). */
export type EduEvent = z.output<typeof eventSchema>;
