import { z } from 'zod';
import { defaultEndpoints, type EndpointOverrides, type EndpointTable } from './endpoints';
import { list } from './schemas/common';
import { postSchema, type Post } from './schemas/post';
import { createTransport, type TransportConfig } from './transport';

export interface ApiClientConfig extends TransportConfig {
  /** Overrides of entries of the endpoints table. */
  endpoints?: EndpointOverrides;
}

/** Options every call accepts. */
export interface CallOptions {
  /** Aborts the request; the call then rejects with an ApiError of kind 'aborted'. */
  signal?: AbortSignal;
}

const feedPageSchema = z.object({ data: z.object({ feed_posts: list(postSchema) }) }).transform((r) => r.data.feed_posts);

/** Creates the typed client, grouped by domain: `client.feed.getFeed({ page, pageSize })`. */
export function createApiClient(config: ApiClientConfig) {
  const request = createTransport(config);
  const endpoints: EndpointTable = { ...defaultEndpoints, ...config.endpoints };

  return {
    /** The endpoints table in force, after the host's overrides. */
    endpoints,
    feed: {
      /** One page of the feed (`GET /api/users/get-feed`). */
      getFeed(params: { page: number; pageSize?: number }, options: CallOptions = {}): Promise<Post[]> {
        return request({
          endpoint: 'feed.getFeed',
          method: 'GET',
          path: endpoints['feed.getFeed'](),
          query: { page: params.page, pageSize: params.pageSize ?? 10 },
          schema: feedPageSchema,
          signal: options.signal,
        });
      },
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
