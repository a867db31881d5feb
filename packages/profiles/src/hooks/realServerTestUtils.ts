import { http, HttpResponse, type HttpHandler } from 'msw';
import { handlers } from '@edupassport/api-client/mocks';

/** How a real server may answer a write without the entity the call returns. */
export type EntitylessAnswer = 'no-content' | 'success';

/**
 * A test handler for one write that behaves like many real servers: `store` keeps what was sent (in the mock
 * store, so the next read returns it), then the answer is `204 No Content` or `200 {"success": true}`.
 */
export function answerWithoutEntity(
  method: 'post' | 'put',
  url: string,
  answer: EntitylessAnswer,
  store: (request: Request) => Promise<void> | void,
) {
  return http[method](url, async ({ request }) => {
    await store(request);
    return answer === 'no-content' ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ success: true });
  });
}

/** A story's msw parameters: the mock backend with `override` answering first. */
export function withHandler(override: HttpHandler) {
  return { msw: { handlers: { api: [override, ...handlers] } } };
}

/** What a server that capitalises a name or a tagline stores. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
