import { describe, expectTypeOf, test } from 'vitest';
import { EduProvider, type EduMessageOverrides, type EduProviderProps } from '../index';
import { EduContextProvider, useMessages, type MessageOverrides } from '../headless';
import { displayMessages } from '../messages/display';
import { uiCatalogs } from '../messages/catalogs';

// Type tests of `messages` as a host writes it (`vitest --typecheck`): each override is checked against uiMessages.
type UiOverrides = NonNullable<EduMessageOverrides['ui']>;

describe('EduProvider messages.ui', () => {
  test('takes a right string, a function of the same signature and part of a nested record', () => {
    const messages: EduMessageOverrides = {
      ui: { close: 'Schließen', stepOf: (step, total) => `Schritt ${step} von ${total}`, shareTitle: { job: 'Teile diesen Job!' } },
    };
    expectTypeOf(messages).toExtend<EduProviderProps['messages']>();
    expectTypeOf<UiOverrides['stepOf']>().toEqualTypeOf<((step: number, total: number) => string) | undefined>();
    expectTypeOf<UiOverrides['close']>().toEqualTypeOf<string | undefined>();
  });

  test('rejects a wrong key, a string for a function and a function for a string', () => {
    // @ts-expect-error `closee` is no ui message
    expectTypeOf<{ ui: { closee: 'Schließen' } }>().toExtend<EduMessageOverrides>();
    const wrongKey: EduMessageOverrides = {
      // @ts-expect-error `closee` is no ui message
      ui: { closee: 'Schließen' },
    };
    const stringForFunction: EduMessageOverrides = {
      // @ts-expect-error stepOf is a function of the step and the total
      ui: { stepOf: 'Step' },
    };
    const functionForString: EduMessageOverrides = {
      // @ts-expect-error close is a plain string
      ui: { close: () => 'Close' },
    };
    const wrongSignature: EduMessageOverrides = {
      // @ts-expect-error stepOf's values are numbers
      ui: { stepOf: (step: string) => step },
    };
    const nestedWrongKey: EduMessageOverrides = {
      // @ts-expect-error shareTitle has no `poster` type
      ui: { shareTitle: { poster: 'Teilen' } },
    };
    expectTypeOf([wrongKey, stringForFunction, functionForString, wrongSignature, nestedWrongKey]).toBeArray();
  });

  test('rejects a namespace no package declares', () => {
    const unknownNamespace: EduMessageOverrides = {
      // @ts-expect-error no package reads `uii`
      uii: { close: 'Schließen' },
    };
    expectTypeOf(unknownNamespace).toEqualTypeOf<EduMessageOverrides>();
  });

  test('checks the prop of both providers', () => {
    expectTypeOf<EduProviderProps['messages']>().toEqualTypeOf<EduMessageOverrides | undefined>();
    expectTypeOf(EduContextProvider).parameter(0).toHaveProperty('messages').toEqualTypeOf<EduMessageOverrides | undefined>();
    expectTypeOf(EduProvider).parameter(0).toHaveProperty('messages').toEqualTypeOf<EduMessageOverrides | undefined>();
  });
});

describe('MessageOverrides', () => {
  test('is a deep partial that keeps function signatures and widens string literals', () => {
    type Given = MessageOverrides<{ title: 'Title'; count: (n: number) => string; nested: { a: string } }>;
    expectTypeOf<Given>().toEqualTypeOf<{ title?: string; count?: (n: number) => string; nested?: { a?: string } }>();
  });
});

describe('useMessages', () => {
  test('reads a declared namespace and returns the part it is given', () => {
    expectTypeOf(useMessages('ui', displayMessages, uiCatalogs.loaders)).toEqualTypeOf<typeof displayMessages>();
    // @ts-expect-error no package reads `uii`
    useMessages('uii', displayMessages);
  });
});
