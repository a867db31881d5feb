import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, mockControls, mockStore, resetMocks } from '@edupassport/api-client/mocks';
import { EduContextProvider } from '@edupassport/ui/headless';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { profilesMessages } from '../messages';
import {
  EMPTY_ENDORSEMENT_RESPONSE,
  toEndorsementResponseInput,
  useEndorsementResponse,
  validateEndorsementResponse,
} from './useEndorsementResponse';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
// Nobody is signed in: the endorser answers from an e-mail link. No retries: an injected failure shows at once.
let testQueryClient = createTestQueryClient();
beforeEach(() => {
  testQueryClient = createTestQueryClient();
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <EduContextProvider client={client} session={{ user: null }} queryClient={testQueryClient}>
    {children}
  </EduContextProvider>
);

const PENDING_ID = 6901;

function recordBodies() {
  const bodies: Array<Record<string, unknown>> = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === `/api/endorsement/${PENDING_ID}/respond`) {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }
  });
  return bodies;
}

describe('toEndorsementResponseInput', () => {
  it('trims, leaves out empty or blank optional fields, and defaults the rating to 5', () => {
    expect(
      toEndorsementResponseInput({ endorser_name: '  Margaret Hale ', endorsement_text: ' Great colleague. ', position: '   ', organization: '', avatar: ' \t ' }),
    ).toEqual({ endorser_name: 'Margaret Hale', endorsement_text: 'Great colleague.', rating: 5 });
  });

  it('keeps filled optional fields trimmed, and the chosen rating within 1–5', () => {
    expect(
      toEndorsementResponseInput({
        ...EMPTY_ENDORSEMENT_RESPONSE,
        endorser_name: 'Margaret Hale',
        endorsement_text: 'Great colleague.',
        rating: 3,
        position: ' Former Head of School ',
        organization: ' Greenfield Academy',
        avatar: ' https://images.example.org/margaret.jpg ',
      }),
    ).toEqual({
      endorser_name: 'Margaret Hale',
      endorsement_text: 'Great colleague.',
      rating: 3,
      position: 'Former Head of School',
      organization: 'Greenfield Academy',
      avatar: 'https://images.example.org/margaret.jpg',
    });
    expect(toEndorsementResponseInput({ rating: 9 }).rating).toBe(5);
    expect(toEndorsementResponseInput({ rating: 0 }).rating).toBe(5);
    expect(toEndorsementResponseInput({ rating: Number.NaN }).rating).toBe(5);
  });
});

describe('validateEndorsementResponse', () => {
  it('asks for a name and a text, and a web address for the photo', () => {
    expect(validateEndorsementResponse({ ...EMPTY_ENDORSEMENT_RESPONSE, endorser_name: '  ', avatar: 'javascript:alert(1)' }, profilesMessages)).toEqual({
      endorser_name: 'Enter your name',
      endorsement_text: 'Write a few words about their work',
      avatar: 'Enter a link that starts with http:// or https://',
    });
    expect(validateEndorsementResponse({ ...EMPTY_ENDORSEMENT_RESPONSE, endorser_name: 'M', endorsement_text: 'T' }, profilesMessages)).toEqual({});
  });
});

describe('useEndorsementResponse', () => {
  it('loads the request and who asked, without a login', async () => {
    const { result } = renderHook(() => useEndorsementResponse(PENDING_ID), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.endorsement?.skills).toEqual(['Lesson Planning', 'Mentoring']);
    expect(result.current.requester?.first_name).toBe('Amara');
  });

  it('sends a trimmed payload without the empty optional fields, rating 5 by default', async () => {
    const bodies = recordBodies();
    const { result } = renderHook(() => useEndorsementResponse(PENDING_ID), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    let saved = false;
    await act(async () => {
      saved = await result.current.submit({ ...EMPTY_ENDORSEMENT_RESPONSE, endorser_name: ' Margaret Hale ', endorsement_text: 'Calm and rigorous. ', position: '  ', organization: ' Greenfield Academy ' });
    });
    expect(saved).toBe(true);
    expect(result.current.status).toBe('submitted');
    expect(bodies).toEqual([{ endorser_name: 'Margaret Hale', endorsement_text: 'Calm and rigorous.', rating: 5, organization: 'Greenfield Academy' }]);
    expect(mockStore.endorsements.find((e) => e.id === PENDING_ID)).toMatchObject({ status: 'completed', rating: 5, position: null, avatar: null });
  });

  it('keeps the form on a failed send and reports why', async () => {
    mockControls.fail('endorsements.respond', { status: 500, message: 'Saving is paused' }, { times: 1 });
    const { result } = renderHook(() => useEndorsementResponse(PENDING_ID), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => {
      await result.current.submit({ ...EMPTY_ENDORSEMENT_RESPONSE, endorser_name: 'M', endorsement_text: 'T' });
    });
    expect(result.current.status).toBe('ready');
    expect(result.current.submitError?.message).toBe('Saving is paused');
    expect(result.current.submitting).toBe(false);
  });

  it('tells a missing request from a failed load, and retries the latter', async () => {
    const missing = renderHook(() => useEndorsementResponse(424242), { wrapper });
    await waitFor(() => expect(missing.result.current.status).toBe('not-found'));

    mockControls.fail('endorsements.get', { status: 503, message: 'Down for maintenance' }, { times: 1 });
    const { result } = renderHook(() => useEndorsementResponse(PENDING_ID), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('Down for maintenance');
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('says when the request was answered already', async () => {
    Object.assign(mockStore.endorsements.find((e) => e.id === PENDING_ID) ?? {}, { status: 'completed' });
    const { result } = renderHook(() => useEndorsementResponse(PENDING_ID), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('answered'));
  });
});
