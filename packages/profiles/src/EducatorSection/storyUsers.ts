// Story helpers: profiles read from the seeded mock store, parsed as the client would.
import { userProfileSchema, type UserProfile } from '@edupassport/api-client';
import { MOCK_USER_IDS, generateUser, mockStore } from '@edupassport/api-client/mocks';

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

/** Gives a stored user the generator's full lists: two preferred jobs and two locations (one of each hidden or country-only) and three skills. */
export function fillProfile(id: number = MEMBER_ID): void {
  const full = generateUser({ id });
  Object.assign(record(id), {
    preferred_jobs: full.preferred_jobs,
    locations_i_want_to_work: full.locations_i_want_to_work.map((item, i) => (i === 1 ? { ...item, hidden: true } : item)),
    additional_skills: full.additional_skills,
    work_experience: full.work_experience,
    my_education: full.my_education,
  });
}

/** A real PNG drawn on a canvas (browser only), for the upload and crop stories. */
export async function drawPng(name: string, width = 1232, height = 472, label = 'Greenfield Academy'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#1d4ed8');
    gradient.addColorStop(1, '#0f766e');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#ffffff';
    context.font = `bold ${Math.round(height / 6)}px sans-serif`;
    context.fillText(label, width / 12, height / 2);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}
