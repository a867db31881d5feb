import { describe, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { type useControllableState, type useZodForm } from '../headless';

// Type tests for the generic hooks product teams build their own forms and controls on (`vitest --typecheck`).
describe('useZodForm', () => {
  const schema = z.object({ name: z.string().min(1), age: z.coerce.number(), email: z.string().email().optional() });
  type Form = ReturnType<typeof useZodForm<typeof schema>>;

  test('values are the schema input, parsed data the output', () => {
    expectTypeOf<Form['values']>().toEqualTypeOf<z.input<typeof schema>>();
    expectTypeOf<Parameters<Parameters<Form['handleSubmit']>[0]>[0]>().toEqualTypeOf<{ name: string; age: number; email?: string | undefined }>();
  });

  test('setValue ties a field name to its value type', () => {
    const setValue = null as unknown as Form['setValue'];
    setValue('name', 'Ann');
    // @ts-expect-error 'nickname' is not a field
    setValue('nickname', 'Ann');
    // @ts-expect-error name is a string
    setValue('name', 3);
  });

  test('fieldProps carries the field value type and errors are keyed by field', () => {
    const fieldProps = null as unknown as Form['fieldProps'];
    expectTypeOf(fieldProps('name').value).toEqualTypeOf<string>();
    expectTypeOf<keyof Form['errors']>().toEqualTypeOf<'name' | 'age' | 'email'>();
  });

  test('defaultValues must match the schema input', () => {
    const call = null as unknown as typeof useZodForm<typeof schema>;
    // @ts-expect-error name must be a string
    call(schema, { defaultValues: { name: 1, age: 2 } });
  });

  test('takes a zod/mini schema the same way', () => {
    const mini = zm.object({ name: zm.string().check(zm.minLength(1)), email: zm.optional(zm.string()) });
    type MiniForm = ReturnType<typeof useZodForm<typeof mini>>;
    expectTypeOf<MiniForm['values']>().toEqualTypeOf<{ name: string; email?: string | undefined }>();
    expectTypeOf<keyof MiniForm['errors']>().toEqualTypeOf<'name' | 'email'>();
    const call = null as unknown as typeof useZodForm<typeof mini>;
    // @ts-expect-error name must be a string
    call(mini, { defaultValues: { name: 1 } });
  });
});

describe('useControllableState', () => {
  test('infers the value type from defaultValue and takes an updater', () => {
    type Result = ReturnType<typeof useControllableState<'a' | 'b'>>;
    expectTypeOf<Result[0]>().toEqualTypeOf<'a' | 'b'>();
    const set = null as unknown as Result[1];
    set('a');
    set((previous) => (previous === 'a' ? 'b' : 'a'));
    // @ts-expect-error 'c' is not a value
    set('c');
  });
});
