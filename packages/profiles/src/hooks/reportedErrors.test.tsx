import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type Credential } from '@edupassport/api-client';
import { handlers, mockControls, mockSession, resetMocks } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { useAdditionalSkillsEditor } from './useAdditionalSkillsEditor';
import { useBusinessDelete } from './useBusinessDelete';

// Failures the page only undoes reach the host's onError, not the console.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });

function hostWith(onError: () => void) {
  const queryClient = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <EduContextProvider client={client} queryClient={queryClient} session={{ user: { id: mockSession.current()!.id } }} onError={onError}>
      {children}
    </EduContextProvider>
  );
}

describe('failures the profile hooks report', () => {
  it('a failed skill delete goes to the host’s onError with its source', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockControls.fail('users.deleteAdditionalSkill', { status: 500, message: 'Skills service down' });
    const onError = vi.fn();
    const skills = [...mockSession.current()!.additional_skills];
    const { result } = renderHook(() => useAdditionalSkillsEditor(skills), { wrapper: hostWith(onError) });
    await act(() => result.current.remove(skills[0]!));
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ message: 'Skills service down' }), {
      source: 'profiles/useAdditionalSkillsEditor',
    });
    expect(logged).not.toHaveBeenCalled();
  });

  it('a refused business delete goes to the host’s onError and keeps its reason', async () => {
    mockSession.set('businessOwner');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockControls.fail('business.deleteCredential', { status: 500, message: 'The profile service is unavailable' });
    const onError = vi.fn();
    const { result } = renderHook(
      () => useBusinessDelete<Credential>({ kind: 'credential-delete', deleteFn: (api, item) => api.business.deleteCredential(item.id) }),
      { wrapper: hostWith(onError) },
    );
    let ok = true;
    await act(async () => {
      ok = await result.current.remove(mockSession.current()!.credential[0]!);
    });
    expect(ok).toBe(false);
    expect(result.current.error).toBe('The profile service is unavailable');
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ message: 'The profile service is unavailable' }), {
      source: 'profiles/useBusinessDelete',
    });
    expect(logged).not.toHaveBeenCalled();
  });
});
