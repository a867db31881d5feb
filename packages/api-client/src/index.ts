// The client
export { createApiClient, FEED_PAGE_SIZE, USER_SEARCH_PAGE_SIZE } from './client';
export type { ApiClient, ApiClientConfig, CallOptions } from './client';
export { ApiError, isApiError, parseRetryAfter, REQUEST_NOT_PREPARED_MESSAGE } from './errors';
export type { ApiErrorKind, ApiErrorInit, ApiErrorMessageId } from './errors';
export { defaultEndpoints, endpointDefinitions, endpointMethods, endpointNames, resolveEndpoints } from './endpoints';
export type { EndpointTable, EndpointName, EndpointOverrides, EndpointDefinition, EndpointSource, Id } from './endpoints';
export { buildUrl, createTransport, extractServerMessage } from './transport';
export type { HttpMethod, QueryValue, RequestOptions, Transport, TransportConfig } from './transport';

// Feed: posts and comments
export {
  postSchema,
  postAuthorSchema,
  reactionSchema,
  pollOptionSchema,
  pollLengthSchema,
  microblogPageSchema,
  commentSchema,
  decodeMultimediaContent,
  encodeMultimediaContent,
  postCreateBody,
  postUpdateBody,
  canReply,
  isSharedPost,
  MAX_REPLY_DEPTH,
  postTypes,
  postReportReasons,
  microblogTypes,
  microblogLayouts,
} from './schemas/post';
export type {
  Post,
  PostAuthor,
  Reaction,
  PollOption,
  PollLength,
  MicroblogPage,
  MultimediaContent,
  Comment,
  PostInput,
  PostReportReason,
} from './schemas/post';

// Jobs, events, deals
export { jobSchema, jobNotificationSchema, jobPostingTypes, jobReportReasons, getJobCompanyName, countUnreadInboxNotifications } from './schemas/job';
export type { Job, JobNotification, JobPostingType, JobReportReason } from './schemas/job';
export { eventSchema, eventStatuses } from './schemas/event';
export type { EduEvent, KnownEventStatus } from './schemas/event';
export { dealSchema } from './schemas/deal';
export type { Deal } from './schemas/deal';

// Users: educator profile, endorsements, search
export {
  userProfileSchema,
  workExperienceSchema,
  preferredJobSchema,
  locationWantedSchema,
  endorsementSchema,
  educationEntrySchema,
  searchUserResultSchema,
  isCurrentJob,
  isExternalJobsAccount,
  EXTERNAL_JOBS_EMAIL,
  CURRENT_JOB_END_DATE,
  CITY_NOT_DECIDED,
  userTypes,
  locationTypes,
} from './schemas/user';
export type {
  UserProfile,
  UserType,
  UserWithEndorsements,
  WorkExperience,
  LocationType,
  PreferredJob,
  LocationWanted,
  Endorsement,
  EducationEntry,
  SearchUserResult,
  KeyDetailsInput,
  WorkExperienceInput,
  EndorsementRequestInput,
  EndorsementResponseInput,
  ResumeInput,
  PreferredJobInput,
  LocationWantedInput,
  EducationEntryInput,
} from './schemas/user';

// Business profile
export {
  businessProfileSchema,
  credentialSchema,
  teamMemberSchema,
  linkSchema,
  businessSizes,
  parsePhonePrefix,
  galleryImageName,
  TEAM_MEMBER_SKILLS,
} from './schemas/business';
export type {
  BusinessProfile,
  BusinessSize,
  Credential,
  TeamMember,
  Link,
  AboutUsInput,
  GeneralInformationInput,
  CredentialInput,
  TeamMemberInput,
  LinkInput,
} from './schemas/business';

// Location data
export { countrySchema, stateSchema, citySchema, phoneCodeSchema } from './schemas/location';
export type { Country, State, City, PhoneCode } from './schemas/location';

// Schema helpers, for hosts that parse related data the same tolerant way
export {
  id as idSchema,
  optionalString,
  optionalText,
  optionalNumber,
  numberOr,
  textOr,
  looseBoolean,
  list,
  stringList,
  tolerant,
  tolerantList,
  openEnum,
  parseItems,
} from './schemas/common';

// Lists read item by item: what was left out, and how many items the server sent
export { receivedCount } from './schemas/invalidData';
export type { InvalidDataReport, InvalidDataHandler } from './schemas/invalidData';

// Link previews: page-speed screenshots with retries, cached per URL, failures typed
export { createLinkPreviewService, PAGE_SPEED_ENDPOINT } from './linkPreview';
export type { LinkPreviewConfig, LinkPreviewResult, LinkPreviewService, LinkPreviewStorage } from './linkPreview';
