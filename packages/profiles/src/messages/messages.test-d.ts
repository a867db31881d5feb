import { describe, expectTypeOf, test } from 'vitest';
import type { EduMessageOverrides } from '@edupassport/ui';
import type { ProfilesMessages } from '../index';

// `messages.profiles` as a host writes it: checked against profilesMessages through the package's augmentation.
describe('EduProvider messages.profiles', () => {
  test('takes a right string and a function of the same signature', () => {
    const messages: EduMessageOverrides = {
      profiles: { openToWork: 'Offen für Angebote', languageCount: (n) => `${n} Sprachen` },
    };
    expectTypeOf(messages.profiles?.languageCount).toEqualTypeOf<ProfilesMessages['languageCount'] | undefined>();
  });

  test('rejects a wrong key, a string for a function and a wrong signature', () => {
    const wrongKey: EduMessageOverrides = {
      // @ts-expect-error `openToWorkk` is no profiles message
      profiles: { openToWorkk: 'Offen' },
    };
    const stringForFunction: EduMessageOverrides = {
      // @ts-expect-error languageCount is a function of the count
      profiles: { languageCount: 'Sprachen' },
    };
    const wrongSignature: EduMessageOverrides = {
      // @ts-expect-error messageName takes the person's name, a string
      profiles: { messageName: (name: number) => `Nachricht an ${name}` },
    };
    expectTypeOf([wrongKey, stringForFunction, wrongSignature]).toBeArray();
  });
});
