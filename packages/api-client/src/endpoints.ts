type Id = string | number;

/**
 * Every path the client calls, in one table. Paths the spec gives are used exactly as written;
 * the ones it leaves out are chosen here once, REST-style. A host overrides any entry through
 * `createApiClient({ endpoints: { 'events.click': (id) => ... } })`.
 */
export const defaultEndpoints = {
  'feed.getFeed': () => '/api/users/get-feed',
} satisfies Record<string, (...args: never[]) => string>;

export type EndpointTable = typeof defaultEndpoints;
export type EndpointName = keyof EndpointTable;
/** Host overrides of any endpoint path. */
export type EndpointOverrides = Partial<EndpointTable>;
export type { Id };
