// Story helpers: profiles read from the seeded mock store, parsed as the client would.
import { userProfileSchema, type UserProfile } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockStore } from '@edupassport/api-client/mocks';

/** An educator with every section filled: a banner, a picture, three endorsements and a named resume. */
export const FULL_EDUCATOR_ID = 13;
/** The signed-in educator of the default 'member' session. */
export const MEMBER_ID = MOCK_USER_IDS.member;

function record(id: number) {
  const user = mockStore.users.find((u) => u.id === id);
  if (!user) throw new Error(`No mock user ${id}`);
  return user;
}

/** The stored user as a parsed profile (endorsements included). */
export function storyUser(id: number = MEMBER_ID): UserProfile {
  const user = record(id);
  return userProfileSchema.parse({ ...user, endorsements: mockStore.endorsements.filter((e) => e.user_id === id && e.status === 'completed') });
}

/** Empties every optional section of a stored user (names stay), for the empty-profile stories. */
export function emptyProfile(id: number = MEMBER_ID): void {
  Object.assign(record(id), {
    nickname: '',
    summary: '',
    bio: '',
    nationality: '',
    location: '',
    language: '',
    profile_picture: null,
    banner_picture: null,
    additional_skills: [],
    preferred_jobs: [],
    locations_i_want_to_work: [],
    work_experience: [],
    my_education: [],
    resume: null,
    resume_file_name: null,
    open_to_work: false,
    open_to_network: false,
  });
  const kept = mockStore.endorsements.filter((e) => e.user_id !== id);
  mockStore.endorsements.splice(0, mockStore.endorsements.length, ...kept);
}
