import { mockControls } from './controls';
import { MOCK_USER_IDS } from './fixtures';
import type { MockUser } from './generators';
import { mockStore } from './store';

/** Who the mock backend thinks is calling. */
export type MockRole = 'anonymous' | 'member' | 'postAuthor' | 'employer' | 'businessOwner' | 'admin';

/** The session a reset starts with: a logged-in educator, so stories and the demo can act. */
export const DEFAULT_MOCK_ROLE: MockRole = 'member';

let role: MockRole = DEFAULT_MOCK_ROLE;

/**
 * The mock session: which seeded account the handlers treat as the caller. `member` is an educator,
 * `postAuthor` the author of the newest post, `employer` the owner of the internal jobs and events,
 * `businessOwner` a business with a full profile, `admin` the admin; `anonymous` gets 401 wherever
 * login is needed.
 */
export const mockSession = {
  /** Switches the caller. */
  set(next: MockRole): void {
    role = next;
  },
  /** The current role. */
  role(): MockRole {
    return role;
  },
  /** The current user's record in the store, or null when anonymous. */
  current(): MockUser | null {
    if (role === 'anonymous') return null;
    const id = MOCK_USER_IDS[role];
    return mockStore.users.find((u) => u.id === id) ?? null;
  },
  /** Back to DEFAULT_MOCK_ROLE. */
  reset(): void {
    role = DEFAULT_MOCK_ROLE;
  },
};

/** Reseeds the store, restores the default session and removes every knob: one call after each test. */
export function resetMocks(): void {
  mockStore.reset();
  mockSession.reset();
  mockControls.reset();
}
