import { describe, expectTypeOf, test } from 'vitest';
import type { MockUser } from '@edupassport/api-client/mocks';
import type { EduSession, EduUser } from './types';

// Type tests of `session.user` as a host declares its user (`tsc` under `strict`): any object with an `id`.
describe('EduSession.user', () => {
  test('takes a host interface, a host type alias and the mock backend user', () => {
    interface HostUser {
      id: number;
      full_name: string;
      role: 'teacher' | 'admin';
    }
    type HostUserAlias = { id: string; email: string; permissions: string[] };
    const fromInterface: HostUser = { id: 1, full_name: 'Amara Okafor', role: 'teacher' };
    const fromAlias: HostUserAlias = { id: 'u1', email: 'a@example.org', permissions: [] };
    expectTypeOf(fromInterface).toExtend<EduUser>();
    expectTypeOf(fromAlias).toExtend<EduUser>();
    expectTypeOf<MockUser>().toExtend<EduUser>();
    // API types often declare names nullable.
    expectTypeOf<{ id: number; first_name: string | null; full_name: string | null; email: string | null }>().toExtend<EduUser>();
    const session: EduSession = { user: fromInterface };
    expectTypeOf(session.user).toEqualTypeOf<EduUser | null>();
  });

  test('rejects a user without an id, or a field the kit reads with the wrong type', () => {
    // @ts-expect-error no id
    const noId: EduSession = { user: { full_name: 'Amara Okafor' } };
    // @ts-expect-error full_name is read as a string
    const wrongName: EduSession = { user: { id: 1, full_name: 42 } };
    expectTypeOf(noId).toEqualTypeOf<EduSession>();
    expectTypeOf(wrongName).toEqualTypeOf<EduSession>();
  });
});
