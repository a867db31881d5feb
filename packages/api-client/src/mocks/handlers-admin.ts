import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { AdminEndpointName } from '../admin';
import { mockControls } from './controls';
import { failureResponse, isAdmin, MockHttpError, removeById } from './handlers-kit';
import { mockSession } from './session';
import { mockStore } from './store';

/**
 * The admin client's calls (outside the endpoints table): `DELETE /api/admin/jobs/{id}` removes the
 * job when the mock session is the admin (403 otherwise), and `POST /api/admin/refresh_token` answers
 * a new access token for any refresh bearer (401 without one). The mock checks the role, not the token.
 */
export function createAdminHandlers({ baseUrl = '' }: { baseUrl?: string } = {}): HttpHandler[] {
  const at = (path: string) => (baseUrl ? `${baseUrl.replace(/\/+$/, '')}${path}` : `*${path}`);
  let issued = 0;

  async function knobs(name: AdminEndpointName): Promise<Response | undefined> {
    const { failure, delay: wait } = mockControls.take(name);
    if (wait !== undefined) await delay(wait);
    return failure ? failureResponse(failure) : undefined;
  }

  const answer = (run: () => unknown) => {
    try {
      return HttpResponse.json(run() ?? { message: 'OK' });
    } catch (error) {
      if (error instanceof MockHttpError)
        return HttpResponse.json({ message: error.message }, { status: error.status });
      throw error;
    }
  };

  return [
    http.delete(at('/api/admin/jobs/:id'), async ({ params }) => {
      const knob = await knobs('admin.jobs.delete');
      if (knob) return knob;
      return answer(() => {
        const user = mockSession.current();
        if (!user) throw new MockHttpError(401, 'Please log in to continue.');
        if (!isAdmin(user)) throw new MockHttpError(403, 'Admin privileges required to delete jobs');
        removeById(mockStore.jobs, String(params.id), 'Job');
        return { message: 'Job deleted successfully' };
      });
    }),
    http.post(at('/api/admin/refresh_token'), async ({ request }) => {
      const knob = await knobs('admin.refreshToken');
      if (knob) return knob;
      return answer(() => {
        if (!/^Bearer \S+/.test(request.headers.get('authorization') ?? ''))
          throw new MockHttpError(401, 'Please log in to continue.');
        issued += 1;
        return { access_token: `mock-admin-token-${issued}` };
      });
    }),
  ];
}
