import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { AdminEndpointName } from '../admin';
import { mockControls } from './controls';
import { failureResponse, isAdmin, MockHttpError, removeById } from './handlers-kit';
import { bearerToken, MOCK_ADMIN_TOKENS, realisticState, writeAnswer } from './realistic';
import { mockSession } from './session';
import { mockStore } from './store';

/**
 * The admin client's calls (outside the endpoints table): `DELETE /api/admin/jobs/{id}` removes the
 * job and `POST /api/admin/refresh_token` answers a new access token. Lenient, the delete checks the
 * mock session's role (403 unless admin) and any refresh bearer will do; realistic, both check the
 * bearer token instead (MOCK_ADMIN_TOKENS or an issued one; 401 otherwise), as a real server does.
 */
export function createAdminHandlers({ baseUrl = '' }: { baseUrl?: string | undefined } = {}): HttpHandler[] {
  const at = (path: string) => (baseUrl ? `${baseUrl.replace(/\/+$/, '')}${path}` : `*${path}`);

  async function knobs(name: AdminEndpointName): Promise<Response | undefined> {
    const { failure, delay: wait } = mockControls.take(name);
    if (wait !== undefined) await delay(wait);
    return failure ? failureResponse(failure) : undefined;
  }

  const answer = (run: () => unknown) => {
    try {
      const result = run();
      return result instanceof Response ? result : HttpResponse.json(result ?? { message: 'OK' });
    } catch (error) {
      if (error instanceof MockHttpError)
        return HttpResponse.json({ message: error.message }, { status: error.status });
      throw error;
    }
  };

  return [
    http.delete(at('/api/admin/jobs/:id'), async ({ params, request }) => {
      const knob = await knobs('admin.jobs.delete');
      if (knob) return knob;
      return answer(() => {
        if (realisticState.on()) {
          // A real server knows its admin by the token alone.
          if (!realisticState.isAdminAccessToken(bearerToken(request))) throw new MockHttpError(401, 'Invalid or expired token');
        } else {
          const user = mockSession.current();
          if (!user) throw new MockHttpError(401, 'Please log in to continue.');
          if (!isAdmin(user)) throw new MockHttpError(403, 'Admin privileges required to delete jobs');
        }
        removeById(mockStore.jobs, String(params.id), 'Job');
        return realisticState.on() ? writeAnswer(204) : { message: 'Job deleted successfully' };
      });
    }),
    http.post(at('/api/admin/refresh_token'), async ({ request }) => {
      const knob = await knobs('admin.refreshToken');
      if (knob) return knob;
      return answer(() => {
        const token = bearerToken(request);
        if (!token || (realisticState.on() && token !== MOCK_ADMIN_TOKENS.refreshToken)) throw new MockHttpError(401, 'Please log in to continue.');
        return { access_token: realisticState.issueAdminToken() };
      });
    }),
  ];
}
