import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { endpointMethods, endpointNames, resolveEndpoints, type EndpointName, type EndpointOverrides } from '../endpoints';
import { mockControls } from './controls';
import { createAdminHandlers } from './handlers-admin';
import { businessResolvers } from './handlers-business';
import { feedResolvers } from './handlers-feed';
import { failureResponse, MockHttpError, placeholderSvg, type MockResolver } from './handlers-kit';
import { opportunityResolvers } from './handlers-opportunities';
import { profileResolvers } from './handlers-profile';
import { realisticAnswer, realisticState } from './realistic';
import { mockSession } from './session';

/** Where the mock backend answers and which paths it serves. */
export interface MockHandlerOptions {
  /** Origin and prefix of the API; '' (default) answers on any origin. */
  baseUrl?: string | undefined;
  /** The same endpoint overrides the host gives createApiClient, so mocks and client stay in step. */
  endpoints?: EndpointOverrides | undefined;
  /** Sets the realistic mode when the handlers are created (as mockControls.realistic does); default: left as it is. */
  realistic?: boolean | undefined;
}

/** One resolver per endpoint of the table: the compiler fails when an endpoint has none. */
const resolvers: Record<EndpointName, MockResolver> = { ...feedResolvers, ...profileResolvers, ...businessResolvers, ...opportunityResolvers };

const MAX_PARAMS = 4;
const placeholders = Array.from({ length: MAX_PARAMS }, (_, i) => `:p${i}`);

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The MSW handlers of the mock backend, for msw/browser (Storybook, the demo) and msw/node (tests). */
export function createHandlers({ baseUrl = '', endpoints, realistic }: MockHandlerOptions = {}): HttpHandler[] {
  if (realistic !== undefined) mockControls.realistic(realistic);
  const table = resolveEndpoints(endpoints);
  const at = (path: string) => (/^https?:\/\//i.test(path) ? path : baseUrl ? `${baseUrl.replace(/\/+$/, '')}${path}` : `*${path}`);

  const routes = endpointNames.map((name) => {
    // The table's own path function, fed MSW placeholders, gives the route: overrides reach the mocks too.
    const pattern = (table[name] as (...args: string[]) => string)(...placeholders);
    const paramNames = placeholders.filter((p) => pattern.includes(p)).map((p) => p.slice(1));
    const method = endpointMethods[name].toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const handler = http[method](at(pattern), async ({ request, params }) => {
      const { failure, delay: wait } = mockControls.take(name);
      if (wait !== undefined) await delay(wait);
      if (failure && !('applied' in failure && failure.applied)) return failureResponse(failure);
      try {
        const result = await resolvers[name]({
          request,
          url: new URL(request.url),
          params: paramNames.map((p) => decode(String(params[p] ?? ''))),
          user: mockSession.current(),
        });
        // The write is done; its answer is lost on the way back.
        if (failure) return failureResponse(failure);
        if (result instanceof Response) return result;
        return realisticState.on() ? realisticAnswer(name, result) : HttpResponse.json(result ?? { message: 'OK' });
      } catch (error) {
        if (error instanceof MockHttpError) return HttpResponse.json({ message: error.message }, { status: error.status });
        throw error;
      }
    });
    return { handler, params: paramNames.length };
  });

  // Fixed paths before parameterised ones, so /posts/search is not read as /posts/{id}.
  routes.sort((a, b) => a.params - b.params);

  return [
    ...routes.map((r) => r.handler),
    // The admin client's calls, which live outside the endpoints table.
    ...createAdminHandlers({ baseUrl }),
    // Not an endpoint: uploaded files live under /uploads/ and show as placeholder pictures.
    http.get('*/uploads/*', ({ request }) => new HttpResponse(placeholderSvg(new URL(request.url).pathname), { headers: { 'Content-Type': 'image/svg+xml' } })),
  ];
}

/** The handlers on any origin with the default endpoints table. */
export const handlers = createHandlers();
