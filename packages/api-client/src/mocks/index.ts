export { createHandlers, handlers } from './handlers';
export type { MockHandlerOptions } from './handlers';
export { mockStore } from './store';
export type { MockStore } from './store';
export { FIXTURE_NOW, seedPosts, seedUsers } from './fixtures';
export type { MockPost, MockUser } from './fixtures';
export { createRandom } from './random';
export { serviceHandlers, createServiceHandlers, pageSpeedAnswer, createInMemoryChatTransport, type ServiceHandlers, type ServiceHandlerOptions, type InMemoryChatTransport, type InMemoryChatTransportOptions } from './services';
