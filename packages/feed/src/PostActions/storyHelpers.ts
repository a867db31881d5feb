// Shared by the post-action stories only; no entry exports it.
import { postSchema, type Post } from '@edupassport/api-client';
import { mockStore } from '@edupassport/api-client/mocks';

/** The value, or a thrown error naming what is missing (storybook's expect has no fail()). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing: ${what}`);
  return value;
}

/** A seeded post of the (reset) mock store, parsed as the client would return it. */
export function seededPost(id: number): Post {
  return postSchema.parse(
    structuredClone(
      must(
        mockStore.posts.find((p) => p.id === id),
        `seeded post ${id}`,
      ),
    ),
  );
}
