import { http, HttpResponse } from 'msw';
import { mockStore } from './store';

/** Where the mock backend answers; '' (same origin) matches any origin through the `*` prefix. */
export interface MockHandlerOptions {
  baseUrl?: string;
}

/** The MSW handlers of the mock backend, for msw/browser (Storybook, the demo) and msw/node (tests). */
export function createHandlers({ baseUrl = '' }: MockHandlerOptions = {}) {
  const at = (path: string) => (baseUrl ? `${baseUrl.replace(/\/+$/, '')}${path}` : `*${path}`);
  return [
    http.get(at('/api/users/get-feed'), ({ request }) => {
      const url = new URL(request.url);
      const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
      const pageSize = Math.max(1, Number(url.searchParams.get('pageSize')) || 10);
      const feed_posts = mockStore.posts.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({ data: { feed_posts } });
    }),
  ];
}

export const handlers = createHandlers();
