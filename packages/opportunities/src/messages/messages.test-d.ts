import { describe, expectTypeOf, test } from 'vitest';
import type { EduMessageOverrides } from '@edupassport/ui';

// `messages.opportunities` as a host writes it: checked against opportunitiesMessages through the augmentation.
describe('EduProvider messages.opportunities', () => {
  test('takes right overrides and rejects a wrong key or a string for a function', () => {
    const right: EduMessageOverrides = { opportunities: { jobReport: 'Melden', jobShare: (title) => `${title} teilen` } };
    const wrongKey: EduMessageOverrides = {
      // @ts-expect-error `jobReprt` is no opportunities message
      opportunities: { jobReprt: 'Melden' },
    };
    const stringForFunction: EduMessageOverrides = {
      // @ts-expect-error jobShare is a function of the job's title
      opportunities: { jobShare: 'Teilen' },
    };
    expectTypeOf([right, wrongKey, stringForFunction]).toBeArray();
  });
});
