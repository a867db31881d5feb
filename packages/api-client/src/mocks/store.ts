import { seedPosts, seedUsers, type MockPost, type MockUser } from './fixtures';

/** The one stateful in-memory backend behind every handler. Writes change it; `reset()` reseeds it. */
export interface MockStore {
  users: MockUser[];
  posts: MockPost[];
}

function seed(): MockStore {
  const users = seedUsers();
  return { users, posts: seedPosts(users) };
}

export const mockStore: MockStore & { reset(): void } = Object.assign(seed(), {
  reset() {
    Object.assign(mockStore, seed());
  },
});
