import { describe, expectTypeOf, test } from 'vitest';
import type { EduMessageOverrides } from '@edupassport/ui';
import type { FeedMessages } from '../index';

// `messages.feed` as a host writes it: checked against feedMessages through the package's augmentation.
describe('EduProvider messages.feed', () => {
  test('takes a right string, a function of the same signature and part of a nested record', () => {
    const messages: EduMessageOverrides = {
      feed: { readFull: 'Weiterlesen', fileTooLarge: (count) => `${count} Dateien zu groß`, microblogTypes: { guides: 'Leitfäden' } },
    };
    expectTypeOf(messages.feed?.fileTooLarge).toEqualTypeOf<FeedMessages['fileTooLarge'] | undefined>();
  });

  test('rejects a wrong key and a string for a function', () => {
    const wrongKey: EduMessageOverrides = {
      // @ts-expect-error `readFul` is no feed message
      feed: { readFul: 'Weiterlesen' },
    };
    const stringForFunction: EduMessageOverrides = {
      // @ts-expect-error fileTooLarge is a function of the count
      feed: { fileTooLarge: 'Zu groß' },
    };
    expectTypeOf([wrongKey, stringForFunction]).toBeArray();
  });
});
