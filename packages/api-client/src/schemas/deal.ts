import * as z from 'zod/mini';
import { id, optionalString, textOr } from './common';
import { favouriteFlagFields } from './favourite';

export const dealSchema = z.object({
  id,
  deal_photo_url: optionalString,
  deal_name: textOr(''),
  deal_category: optionalString,
  posting_type: optionalString,
  availability_start_date: optionalString,
  deal_description: optionalString,
  /** Absent when the deal has no code; the dialog then shows a default promo code. */
  deal_code: optionalString,
  ...favouriteFlagFields,
});
export type Deal = z.output<typeof dealSchema>;
