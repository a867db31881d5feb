// Shared by the feed's stories and unit tests only; no entry exports it.
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { postSchema, type Post } from '@edupassport/api-client';
import { handlers, mockStore } from '@edupassport/api-client/mocks';

/** The value, or a thrown error naming what is missing (storybook's expect has no fail()). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing: ${what}`);
  return value;
}

/** A seeded post of the (reset) mock store, parsed as the client would return it. */
export function seededPost(id: number): Post {
  return postSchema.parse(
    structuredClone(
      must(
        mockStore.posts.find((p) => p.id === id),
        `seeded post ${id}`,
      ),
    ),
  );
}

/** How a real server may answer a write without its entity: 204 No Content, `{"success":true}`, or the text OK. */
export type EntitylessAnswer = 'noContent' | 'success' | 'textOk';

const entitylessResponses: Record<EntitylessAnswer, () => Response> = {
  noContent: () => new HttpResponse(null, { status: 204 }),
  success: () => HttpResponse.json({ success: true }),
  textOk: () => HttpResponse.text('OK'),
};

/**
 * One write of the mock backend answered as a real server may: the mock does the work (its store changes, its
 * errors and knobs apply) and a success is answered with `answer` instead of the entity. `path` is an MSW path
 * pattern (`/api/users/posts/:id`); put the handler before the mock's own (`server.use`, or first in a story's
 * `msw.handlers.api`).
 */
export function answerWithout(method: 'post' | 'put' | 'delete', path: string, answer: EntitylessAnswer): HttpHandler {
  return http[method](`*${path}`, async ({ request }) => {
    const mocked = await getResponse(handlers, request);
    return mocked && !mocked.ok ? mocked : entitylessResponses[answer]();
  });
}

/** The mock backend's handlers with `overrides` first: a story's `parameters.msw.handlers.api`. */
export function apiHandlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [...overrides, ...handlers];
}
