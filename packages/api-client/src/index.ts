export { createApiClient } from './client';
export type { ApiClient, ApiClientConfig, CallOptions } from './client';
export { ApiError, isApiError } from './errors';
export type { ApiErrorKind, ApiErrorInit } from './errors';
export { defaultEndpoints } from './endpoints';
export type { EndpointTable, EndpointName, EndpointOverrides } from './endpoints';
export { buildUrl, extractServerMessage } from './transport';
export type { HttpMethod, QueryValue, TransportConfig } from './transport';
export {
  postSchema,
  postAuthorSchema,
  reactionSchema,
  pollOptionSchema,
  pollLengthSchema,
  microblogPageSchema,
  decodeMultimediaContent,
  encodeMultimediaContent,
  postTypes,
  microblogTypes,
  microblogLayouts,
} from './schemas/post';
export type { Post, PostAuthor, Reaction, PollOption, PollLength, MicroblogPage, MultimediaContent } from './schemas/post';
