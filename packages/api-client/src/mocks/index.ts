// Handlers over the one stateful store
export { createHandlers, handlers } from './handlers';
export type { MockHandlerOptions } from './handlers';
export { MockHttpError } from './handlers-kit';
export { parsePicturePath, pictureHandlers, pictureResponse, pictureShapes, pictureSvg } from './pictures';
export type { PictureColour, PictureShapes } from './pictures';
export type { MockContext, MockResolver } from './handlers-kit';
export { mockStore } from './store';
export type { MockStore, MockStoreSnapshot, MockFavoriteKind, MockReport, MockTrackingRecord } from './store';

// Session and knobs
export { mockSession, DEFAULT_MOCK_ROLE, resetMocks } from './session';
export type { MockRole } from './session';
export { mockControls } from './controls';
export { mockMediaBytes, mockMediaFile } from './mediaFiles';
export type { MockFailure, MockTarget } from './controls';
export { MOCK_ADMIN_TOKENS } from './realistic';

// Fixtures and generators
export { FIXTURE_NOW, MOCK_SEED_VERSION, MOCK_USER_IDS, MOCK_COUNTRIES, seedData, seedPosts, seedUsers } from './fixtures';
export type { MockCountry } from './fixtures';
export {
  generatePost,
  generateComment,
  generateJob,
  generateEvent,
  generateDeal,
  generateUser,
  generateBusinessProfile,
  generateEndorsement,
  resetGenerators,
  hoursAgo,
  POST_EMOJIS,
  COMMENT_EMOJIS,
} from './generators';
export type {
  MockPost,
  MockComment,
  MockAuthor,
  MockReaction,
  MockJob,
  MockEvent,
  MockDeal,
  MockUser,
  MockBusinessProfile,
  MockTeamMember,
  MockWorkExperience,
  MockEndorsement,
} from './generators';
export { EXTERNAL_JOBS_EMAIL } from '../schemas/rules';
export { createRandom } from './random';
export type { Random } from './random';
export { serviceHandlers, createServiceHandlers, pageSpeedAnswer, createInMemoryChatTransport, type ServiceHandlers, type ServiceHandlerOptions, type InMemoryChatTransport, type InMemoryChatTransportOptions } from './services';
