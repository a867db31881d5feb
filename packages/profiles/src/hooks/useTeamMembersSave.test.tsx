import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { mockControls, mockSession, mockStore, MOCK_USER_IDS } from '@edupassport/api-client/mocks';
import { EduContextProvider, type EduUploader } from '@edupassport/ui/headless';
import { server, startMockBackend } from '../../../../test-support/mockBackend';
import { TEAM_PROGRESS_CLEAR_MS, teamMemberDraft, useTeamMembersSave, validateTeamMember, type TeamMemberDraft } from './useTeamMembersSave';

startMockBackend();

const client = createApiClient({ baseUrl: 'http://api.test' });
const HOSTED = 'https://res.cloudinary.com/edu/image/upload/avatar-1.png';

function render(uploader: EduUploader | null = null) {
  mockSession.set('businessOwner');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EduContextProvider client={client} session={{ user: { id: MOCK_USER_IDS.businessOwner } }} uploader={uploader ?? undefined}>
      {children}
    </EduContextProvider>
  );
  return renderHook(() => useTeamMembersSave(), { wrapper });
}

/** Records the JSON bodies of one endpoint, by method and path. */
function captureBodies(fragment: string) {
  const bodies: { method: string; path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes(fragment)) return;
    bodies.push({ method: request.method, path: new URL(request.url).pathname, body: await request.clone().json() });
  });
  return bodies;
}

const row = (patch: Partial<TeamMemberDraft> = {}): TeamMemberDraft => ({
  ...teamMemberDraft(),
  name: 'Lucia Rossi',
  role: 'Head of Primary',
  skills: ['Phonics', 'Early Years', 'Mentoring'],
  ...patch,
});

const team = () => mockStore.users.find((u) => u.id === MOCK_USER_IDS.businessOwner)!.business_profile!.our_team;

describe('team rules', () => {
  it('asks for a name, a role and each of the three skills; the avatar is optional', () => {
    expect(validateTeamMember(teamMemberDraft())).toEqual({
      name: 'Name is required',
      role: 'Role is required',
      skills: ['Skill is required', 'Skill is required', 'Skill is required'],
    });
    expect(validateTeamMember(row({ skills: ['Phonics', '  ', 'Mentoring'] }))).toEqual({ name: undefined, role: undefined, skills: [undefined, 'Skill is required', undefined] });
    expect(validateTeamMember(row())).toEqual({ name: undefined, role: undefined, skills: [undefined, undefined, undefined] });
  });

  it('starts an edit from the stored member', () => {
    const draft = teamMemberDraft({ id: 7, name: 'Omar Farouk', role: 'Admissions Lead', avatar_url: HOSTED, skills: ['Admissions', 'Arabic', 'Parent Relations'] });
    expect(draft).toMatchObject({ key: '7', name: 'Omar Farouk', avatarUrl: HOSTED, avatarFile: null, skills: ['Admissions', 'Arabic', 'Parent Relations'] });
  });
});

describe('useTeamMembersSave', () => {
  it('adds new members with one POST of a list of {name, role, avatar_url, skills}', async () => {
    const bodies = captureBodies('add-business-profile-team-member');
    const { result } = render();
    let sent: unknown;
    await act(async () => {
      sent = await result.current.save([row(), row({ name: ' Hiro Tanaka ', role: 'STEM Coordinator', avatarUrl: HOSTED, skills: ['Robotics', 'Physics', 'Coding'] })]);
    });
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]).toEqual({
      method: 'POST',
      path: '/api/users/add-business-profile-team-member',
      body: [
        { name: 'Lucia Rossi', role: 'Head of Primary', avatar_url: null, skills: ['Phonics', 'Early Years', 'Mentoring'] },
        { name: 'Hiro Tanaka', role: 'STEM Coordinator', avatar_url: HOSTED, skills: ['Robotics', 'Physics', 'Coding'] },
      ],
    });
    expect(sent).toHaveLength(2);
    expect(team().map((m) => m.name)).toEqual(['Kemi Adeyemi', 'Lucia Rossi', 'Hiro Tanaka']);
    expect(result.current.saving).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('updates one member with a PUT of one object to its id', async () => {
    const bodies = captureBodies('update-business-profile-team-member');
    const { result } = render();
    const member = team()[0]!;
    await act(async () => {
      await result.current.save([row({ key: String(member.id), name: 'Kemi Adeyemi', role: 'Deputy Head' })], member.id);
    });
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]).toEqual({
      method: 'PUT',
      path: `/api/users/update-business-profile-team-member/${member.id}`,
      body: { name: 'Kemi Adeyemi', role: 'Deputy Head', avatar_url: null, skills: ['Phonics', 'Early Years', 'Mentoring'] },
    });
    expect(team()[0]?.role).toBe('Deputy Head');
  });

  it('uploads only newly chosen avatars, with a percent per row cleared 3 s after the save', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const upload = vi.fn<EduUploader['upload']>(async (_file, options) => {
      options?.onProgress?.(45);
      return { url: HOSTED };
    });
    const bodies = captureBodies('add-business-profile-team-member');
    const { result } = render({ upload });
    const fresh = row({ avatarFile: new Blob(['png'], { type: 'image/png' }) });
    const kept = row({ name: 'Hiro Tanaka', avatarUrl: 'https://res.cloudinary.com/edu/image/upload/hiro.png' });
    await act(async () => {
      await result.current.save([fresh, kept]);
    });
    expect(upload).toHaveBeenCalledTimes(1);
    await expect.poll(() => bodies.length).toBe(1);
    expect((bodies[0]?.body as { avatar_url: string }[]).map((m) => m.avatar_url)).toEqual([HOSTED, 'https://res.cloudinary.com/edu/image/upload/hiro.png']);
    expect(result.current.progress).toEqual({ [fresh.key]: 100 });
    act(() => vi.advanceTimersByTime(TEAM_PROGRESS_CLEAR_MS - 100));
    expect(result.current.progress).toEqual({ [fresh.key]: 100 });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.progress).toEqual({});
  });

  it('keeps an unchanged stored avatar on a host without CORS as its URL: never fetched, the save succeeds', async () => {
    const FOREIGN = 'https://cdn.example.com/hiro.png';
    const avatarReads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url === FOREIGN) avatarReads.push(request.url);
    });
    // What a browser reports for a host without CORS headers.
    server.use(http.get(FOREIGN, () => HttpResponse.error()));
    const upload = vi.fn<EduUploader['upload']>(async () => ({ url: HOSTED }));
    const bodies = captureBodies('update-business-profile-team-member');
    const { result } = render({ upload });
    const id = team()[0]!.id;
    const stored = teamMemberDraft({ id, name: 'Hiro Tanaka', role: 'STEM Coordinator', avatar_url: FOREIGN, skills: ['Robotics', 'Physics', 'Coding'] });
    let sent: unknown;
    await act(async () => {
      sent = await result.current.save([{ ...stored, role: 'Head of STEM' }], id);
    });
    expect(result.current.error).toBeNull();
    expect(sent).toEqual([{ name: 'Hiro Tanaka', role: 'Head of STEM', avatar_url: FOREIGN, skills: ['Robotics', 'Physics', 'Coding'] }]);
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]?.body).toEqual({ name: 'Hiro Tanaka', role: 'Head of STEM', avatar_url: FOREIGN, skills: ['Robotics', 'Physics', 'Coding'] });
    expect(team()[0]).toMatchObject({ role: 'Head of STEM', avatar_url: FOREIGN });
    expect(upload).not.toHaveBeenCalled();
    expect(avatarReads).toEqual([]);
    expect(result.current.progress).toEqual({});
  });

  it('keeps the error message of a failed save and sends nothing more', async () => {
    mockControls.fail('business.addTeamMembers', { status: 500, message: 'The team service is unavailable' });
    const { result } = render();
    let sent: unknown = 'unset';
    await act(async () => {
      sent = await result.current.save([row()]);
    });
    expect(sent).toBeNull();
    expect(result.current.error).toBe('The team service is unavailable');
    expect(result.current.saving).toBe(false);
    expect(team()).toHaveLength(1);
  });

  it("falls back to 'Failed to process team members' when there is no message (no media host for a new avatar)", async () => {
    const { result } = render(null);
    await act(async () => {
      await result.current.save([row({ avatarFile: new Blob(['png'], { type: 'image/png' }) })]);
    });
    expect(result.current.error).toBe('Failed to process team members');
  });

  it('is saving while the call runs', async () => {
    mockControls.delay('business.addTeamMembers', 'infinite');
    const { result, unmount } = render();
    act(() => void result.current.save([row()]));
    expect(result.current.saving).toBe(true);
    unmount();
  });
});
