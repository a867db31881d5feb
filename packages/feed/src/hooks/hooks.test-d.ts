import { describe, expectTypeOf, test } from 'vitest';
import type { ApiClient, Post } from '@edupassport/api-client';
import { useFeed, usePoll, type FeedStatus, type UseFeedResult, type UsePollResult } from '../headless';

// Type tests for the feed's public hooks, as a team building its own feed markup meets them (`vitest --typecheck`).
describe('useFeed', () => {
  test('takes optional options, a client among them', () => {
    expectTypeOf(useFeed).parameter(0).toEqualTypeOf<{ pageSize?: number; searchDebounceMs?: number; client?: ApiClient } | undefined>();
    expectTypeOf(useFeed).returns.toEqualTypeOf<UseFeedResult>();
  });

  test('exposes typed posts, a closed status union and typed actions', () => {
    expectTypeOf<UseFeedResult['posts']>().toEqualTypeOf<Post[]>();
    expectTypeOf<FeedStatus>().toEqualTypeOf<'idle' | 'loading' | 'loadingMore' | 'success' | 'error'>();
    expectTypeOf<UseFeedResult['react']>().parameters.toEqualTypeOf<[Post['id'], string | null]>();
    expectTypeOf<UseFeedResult['react']>().returns.resolves.toBeVoid();
    expectTypeOf<UseFeedResult['prependPost']>().parameter(0).toEqualTypeOf<Post | undefined>();
  });
});

describe('usePoll', () => {
  test('needs a post and votes by option text', () => {
    expectTypeOf(usePoll).parameter(0).toEqualTypeOf<Post>();
    expectTypeOf(usePoll).returns.toEqualTypeOf<UsePollResult>();
    expectTypeOf<UsePollResult['vote']>().parameters.toEqualTypeOf<[string]>();
    expectTypeOf<UsePollResult['options'][number]>().toHaveProperty('text');
  });
});
