import { describe, expectTypeOf, test } from 'vitest';
import type { EduMessageOverrides } from '@edupassport/ui';

// `messages.admin` as a host writes it: checked against adminMessages through the package's augmentation.
describe('EduProvider messages.admin', () => {
  test('takes right overrides and rejects a wrong key or a string for a function', () => {
    const right: EduMessageOverrides = { admin: { deleteJob: 'Job löschen', deleteJobNamedLabel: (title) => `${title} löschen` } };
    const wrongKey: EduMessageOverrides = {
      // @ts-expect-error `deleteJobb` is no admin message
      admin: { deleteJobb: 'Job löschen' },
    };
    const stringForFunction: EduMessageOverrides = {
      // @ts-expect-error deleteJobNamedLabel is a function of the job's title
      admin: { deleteJobNamedLabel: 'Job löschen' },
    };
    expectTypeOf([right, wrongKey, stringForFunction]).toBeArray();
  });
});
