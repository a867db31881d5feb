import type * as core from 'zod/v4/core';
import { endpointMethods, resolveEndpoints, type EndpointName, type EndpointOverrides, type EndpointTable, type Id } from './endpoints';
import { ApiError, isApiError } from './errors';
import {
  galleryImageName,
  type AboutUsInput,
  type CredentialInput,
  type GeneralInformationInput,
  type LinkInput,
  type TeamMemberInput,
} from './schemas/business';
import { echoOf, toggleStateSchema, tolerant } from './schemas/common';
import { favouriteIdsSchema } from './schemas/favourite';
import { reportInvalidData } from './schemas/invalidData';
import { citiesAnswerSchema, countriesAnswerSchema, phoneCodesAnswerSchema, statesAnswerSchema } from './schemas/location';
import {
  commentListSchema,
  commentSchema,
  favoritePostsSchema,
  feedPageSchema,
  postCreateBody,
  postSchema,
  postSearchPageSchema,
  postUpdateBody,
  type PostInput,
  type PostReportReason,
} from './schemas/post';
import type { JobReportReason } from './schemas/job';
import {
  endorsementSchema,
  searchUsersAnswerSchema,
  userProfileSchema,
  userWithEndorsementsSchema,
  workExperienceSchema,
  type EducationEntryInput,
  type EndorsementRequestInput,
  type EndorsementResponseInput,
  type KeyDetailsInput,
  type LocationWantedInput,
  type PreferredJobInput,
  type ResumeInput,
  type WorkExperienceInput,
} from './schemas/user';
import { buildUrl, createTransport, type QueryValue, type TransportConfig } from './transport';

export interface ApiClientConfig extends TransportConfig {
  /** Overrides of entries of the endpoints table. */
  endpoints?: EndpointOverrides | undefined;
}

/** Options every call accepts. */
export interface CallOptions {
  /** Aborts the request; the call then rejects with an ApiError of kind 'aborted'. */
  signal?: AbortSignal | undefined;
}

/** Feed and search pages hold this many posts; a full page means there may be more. */
export const FEED_PAGE_SIZE = 10;
/** Default page size of the user search and of the endorsement list. */
export const USER_SEARCH_PAGE_SIZE = 10;

interface CallInit {
  /** Path parameters, in the order of the endpoint's path function. */
  args?: Id[] | undefined;
  query?: Record<string, QueryValue> | undefined;
  /** Builds the body (JSON value or FormData) at call time. */
  body?: (() => unknown) | undefined;
  /** A read sent with another method than GET (its answer must be data); see RequestOptions.read. */
  read?: boolean | undefined;
}

type Part = string | Blob | ReadonlyArray<Blob> | null | undefined;

/** Multipart body; arrays repeat their field, absent parts are left out. */
function multipart(parts: Record<string, Part>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue;
      // A plain object would silently be sent as "[object Object]".
      if (typeof item !== 'string' && !(item instanceof Blob)) throw new TypeError(`${name} must be a file`);
      form.append(name, item);
    }
  }
  return form;
}

function pathSegment(value: Id): string {
  const text = String(value);
  if (!text.trim()) throw new TypeError('A path parameter is empty');
  return encodeURIComponent(text);
}

/** The optional fields of an endorsement response, sent only when non-empty after trimming. */
function trimmedOptionals<K extends string>(values: Partial<Record<K, string | undefined>>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [key, value] of Object.entries(values) as Array<[K, string | undefined]>) {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

function workExperienceData(input: WorkExperienceInput) {
  return {
    job_title: input.job_title,
    industry: input.industry,
    location: input.location,
    location_type: input.location_type,
    start_date: input.start_date,
    end_date: input.end_date ?? null,
    details: input.details,
    image: input.image ?? null,
  };
}

// A write is done once the server answers 2xx: an echo that is less than a whole post (no author, only a vote's
// counts) is no data rather than a failure, and the caller reads the post back.
const echoedPost = echoOf(postSchema, 'post');
const toggleState = tolerant(toggleStateSchema, { optional: true });

/**
 * Creates the typed client, grouped by domain (`client.feed.getFeed({ page, pageSize })`). Every call
 * takes `{ signal }` last and rejects only with an ApiError.
 */
export function createApiClient(config: ApiClientConfig) {
  const request = createTransport(config);
  const endpoints: EndpointTable = resolveEndpoints(config.endpoints);

  /** The one request builder; path and body are built inside it so that a failure to build them is an ApiError too. */
  function execute(name: EndpointName, init: CallInit, schema: core.$ZodType | undefined, options: CallOptions = {}): Promise<unknown> {
    let path: string;
    let body: unknown;
    try {
      path = (endpoints[name] as (...args: string[]) => string)(...(init.args ?? []).map(pathSegment));
      body = init.body?.();
    } catch (cause) {
      return Promise.reject(isApiError(cause) ? cause : new ApiError({ kind: 'validation', endpoint: name, messageId: 'requestNotPrepared', cause }));
    }
    return request({ endpoint: name, method: endpointMethods[name], path, query: init.query, body, schema, read: init.read, signal: options.signal });
  }

  /** A call whose answer is parsed with `schema`. */
  function call<S extends core.$ZodType>(name: EndpointName, init: CallInit & { schema: S }, options?: CallOptions): Promise<core.output<S>> {
    return execute(name, init, init.schema, options) as Promise<core.output<S>>;
  }

  /** A call whose answer the UI does not read (its shape is not shown); only failure matters. */
  async function send(name: EndpointName, init: CallInit = {}, options?: CallOptions): Promise<void> {
    await execute(name, init, undefined, options);
  }

  const users = {
    /** A user with their endorsements; without an id, the current user (`GET /api/users/get-user-by-id[/{id}]`). */
    getUserById(id?: Id, params: { page?: number | undefined; limit?: number | undefined } = {}, options?: CallOptions) {
      return call(
        id === undefined ? 'users.getCurrentUser' : 'users.getUserById',
        { args: id === undefined ? [] : [id], query: { page: params.page ?? 1, limit: params.limit ?? USER_SEARCH_PAGE_SIZE }, schema: userWithEndorsementsSchema },
        options,
      );
    },
    /** Searches users; a term with an '@' searches by e-mail, any other by first name. */
    search(params: { query: string; page?: number | undefined; perPage?: number | undefined; userType?: 'educator' | 'external' | (string & {}) | undefined }, options?: CallOptions) {
      const term = params.query.trim();
      return call(
        'users.search',
        {
          query: {
            page: params.page ?? 1,
            per_page: params.perPage ?? USER_SEARCH_PAGE_SIZE,
            user_type: params.userType ?? 'educator',
            [term.includes('@') ? 'email' : 'first_name']: term,
          },
          schema: searchUsersAnswerSchema,
        },
        options,
      );
    },
    /** Sets the open-to-work flag (`POST /api/users/toggle-open-to-work`, body {status}). */
    toggleOpenToWork(payload: { status: boolean }, options?: CallOptions) {
      return send('users.toggleOpenToWork', { body: () => ({ status: payload.status }) }, options);
    },
    /** Sets the open-to-network flag (`POST /api/users/toggle-open-to-network`, body {status}). */
    toggleOpenToNetwork(payload: { status: boolean }, options?: CallOptions) {
      return send('users.toggleOpenToNetwork', { body: () => ({ status: payload.status }) }, options);
    },
    /** Saves the key details; resolves to the updated profile when the answer holds one. */
    updateKeyDetails(input: KeyDetailsInput, options?: CallOptions) {
      return call('users.updateKeyDetails', { body: () => ({ ...input }), schema: echoOf(userProfileSchema, 'user') }, options);
    },
    /** Adds a work experience (multipart, a JSON 'data' part). */
    createWorkExperience(input: WorkExperienceInput, options?: CallOptions) {
      return call(
        'users.createWorkExperience',
        { body: () => multipart({ data: JSON.stringify(workExperienceData(input)) }), schema: echoOf(workExperienceSchema, 'work_experience') },
        options,
      );
    },
    /** Updates a work experience (multipart, a JSON 'data' part that adds its id). */
    updateWorkExperience(id: Id, input: WorkExperienceInput, options?: CallOptions) {
      return call(
        'users.updateWorkExperience',
        {
          args: [id],
          body: () => multipart({ data: JSON.stringify({ ...workExperienceData(input), id }) }),
          schema: echoOf(workExperienceSchema, 'work_experience'),
        },
        options,
      );
    },
    /** Deletes a work experience by id. */
    deleteWorkExperience(id: Id, options?: CallOptions) {
      return send('users.deleteWorkExperience', { args: [id] }, options);
    },
    /** Records an uploaded resume (its URL and file name). */
    updateResume(input: ResumeInput, options?: CallOptions) {
      return send('users.updateResume', { body: () => ({ resume_url: input.resume_url, resume_file_name: input.resume_file_name }) }, options);
    },
    /** Removes the resume (`DELETE /api/users/delete-resume`). */
    deleteResume(options?: CallOptions) {
      return send('users.deleteResume', {}, options);
    },
    /** Replaces the preferred jobs list. */
    updatePreferredJobs(preferredJobs: PreferredJobInput[], options?: CallOptions) {
      return send('users.updatePreferredJobs', { body: () => ({ preferred_jobs: preferredJobs }) }, options);
    },
    /** Deletes a preferred job by id. */
    deletePreferredJob(id: Id, options?: CallOptions) {
      return send('users.deletePreferredJob', { args: [id] }, options);
    },
    /** Replaces the locations the user wants to work in. */
    updateLocationsWanted(locations: LocationWantedInput[], options?: CallOptions) {
      return send('users.updateLocationsWanted', { body: () => ({ locations_i_want_to_work: locations }) }, options);
    },
    /** Deletes a wanted location by id. */
    deleteLocationWanted(id: Id, options?: CallOptions) {
      return send('users.deleteLocationWanted', { args: [id] }, options);
    },
    /** Replaces the additional skills list. */
    updateAdditionalSkills(skills: string[], options?: CallOptions) {
      return send('users.updateAdditionalSkills', { body: () => ({ additional_skills: skills }) }, options);
    },
    /** Deletes one additional skill (skills are plain strings, so the skill names itself). */
    deleteAdditionalSkill(skill: Id, options?: CallOptions) {
      return send('users.deleteAdditionalSkill', { args: [skill] }, options);
    },
    /** Replaces the education list (body {my_education}). */
    updateEducation(education: EducationEntryInput[], options?: CallOptions) {
      return send('users.updateEducation', { body: () => ({ my_education: education }) }, options);
    },
    /** Deletes an education entry by id. */
    deleteEducation(id: Id, options?: CallOptions) {
      return send('users.deleteEducation', { args: [id] }, options);
    },
    /** Uploads the profile picture (multipart field profile_picture); null removes it (the field is sent empty). */
    updateProfilePicture(file: Blob | null, options?: CallOptions) {
      return send('users.updateProfilePicture', { body: () => multipart({ profile_picture: file ?? '' }) }, options);
    },
    /** Uploads the banner (multipart field banner_picture); null removes it (the field is sent empty). */
    updateBanner(file: Blob | null, options?: CallOptions) {
      return send('users.updateBanner', { body: () => multipart({ banner_picture: file ?? '' }) }, options);
    },
  };

  return {
    /** The endpoints table in force, after the host's overrides. */
    endpoints,

    /** The `credentials` the client sends with every request (undefined: fetch's default, 'same-origin'); an admin client built beside it reuses them. */
    credentials: config.credentials,

    /** The image proxy URL (`/api/proxy/image?url=&defaultUrl=`) for an image that may be cross-origin or broken. */
    imageProxyUrl(url: string, defaultUrl?: string): string {
      try {
        return buildUrl(config.baseUrl, endpoints['media.imageProxy'](), { url, defaultUrl });
      } catch (cause) {
        throw new ApiError({ kind: 'validation', endpoint: 'media.imageProxy', messageId: 'imageUrl', cause });
      }
    },

    feed: {
      /** One page of the feed (`GET /api/users/get-feed`, reads data.feed_posts). */
      getFeed(params: { page: number; pageSize?: number | undefined }, options?: CallOptions) {
        return call('feed.getFeed', { query: { page: params.page, pageSize: params.pageSize ?? FEED_PAGE_SIZE }, schema: feedPageSchema }, options);
      },
      /** Creates a post of any type; resolves to the new post when the answer holds all of it, else to undefined. */
      createPost(input: PostInput, options?: CallOptions) {
        return call('feed.createPost', { body: () => postCreateBody(input), schema: echoedPost }, options);
      },
      /** One page of a post search (`GET /api/users/posts/search`, reads data.posts). */
      search(params: { query: string; page?: number | undefined; pageSize?: number | undefined }, options?: CallOptions) {
        return call(
          'feed.search',
          { query: { query: params.query, page: params.page ?? 1, pageSize: params.pageSize ?? FEED_PAGE_SIZE }, schema: postSearchPageSchema },
          options,
        );
      },
      /** The current user's favourite posts (reads data.favorite_posts). */
      getFavorites(options?: CallOptions) {
        return call('feed.getFavorites', { schema: favoritePostsSchema }, options);
      },
    },

    posts: {
      /** One post. */
      get(id: Id, options?: CallOptions) {
        return call('posts.get', { args: [id], schema: tolerant(postSchema, { key: 'post' }) }, options);
      },
      /** Updates a post with exactly the fields the spec lists for its post_type. */
      update(id: Id, input: PostInput, options?: CallOptions) {
        return call('posts.update', { args: [id], body: () => postUpdateBody(input), schema: echoedPost }, options);
      },
      /**
       * Deletes a post, then confirms the delete (`confirmDelete`) as best effort: the post is gone once the
       * DELETE succeeded, so a failed confirmation is reported through `onInvalidData` and never rejects.
       */
      async delete(id: Id, options?: CallOptions): Promise<void> {
        await send('posts.delete', { args: [id] }, options);
        try {
          await send('posts.confirmDelete', { args: [id] }, options);
        } catch (error) {
          // The caller's own abort is not a failure to report.
          if (isApiError(error) && error.kind === 'aborted') return;
          const message = error instanceof Error ? error.message : String(error);
          reportInvalidData(config.onInvalidData, { endpoint: 'posts.confirmDelete', index: -1, issues: [{ path: [], message }], dropped: 0 });
        }
      },
      /** Marks the delete of a post as confirmed (`delete` already does, as best effort). */
      confirmDelete(id: Id, options?: CallOptions) {
        return send('posts.confirmDelete', { args: [id] }, options);
      },
      /** Reports a post ({details, reason}). */
      report(id: Id, payload: { details: string; reason: PostReportReason | (string & {}) }, options?: CallOptions) {
        return send('posts.report', { args: [id], body: () => ({ details: payload.details, reason: payload.reason }) }, options);
      },
      /** Shares a post to the user's feed, with an optional comment; resolves to the share when the answer holds all of it. */
      share(id: Id, payload: { share_comment?: string | undefined } = {}, options?: CallOptions) {
        return call(
          'posts.share',
          { args: [id], body: () => (payload.share_comment === undefined ? {} : { share_comment: payload.share_comment }), schema: echoedPost },
          options,
        );
      },
      /** Toggles a favourite; resolves to the new state when the server says it. */
      toggleFavorite(id: Id, options?: CallOptions) {
        return call('posts.toggleFavorite', { args: [id], schema: toggleState }, options);
      },
      /** Reacts to a post with an emoji ({reaction_type}). */
      react(id: Id, payload: { reaction_type: string }, options?: CallOptions) {
        return send('posts.react', { args: [id], body: () => ({ reaction_type: payload.reaction_type }) }, options);
      },
      /** Comments on a post; resolves to the comment when the answer holds all of it (else undefined: read the list again). */
      comment(id: Id, payload: { comment_text: string }, options?: CallOptions) {
        return call(
          'posts.comment',
          { args: [id], body: () => ({ comment_text: payload.comment_text }), schema: echoOf(commentSchema, 'comment') },
          options,
        );
      },
      /** A post's comments, in the reverse of the server's order (as the spec shows them). */
      getComments(id: Id, options?: CallOptions) {
        return call('posts.getComments', { args: [id], schema: commentListSchema }, options);
      },
      /** Replies to a comment or reply; resolves to the reply when the answer holds all of it (else undefined). */
      reply(id: Id, commentId: Id, payload: { reply_text: string }, options?: CallOptions) {
        return call(
          'posts.reply',
          { args: [id, commentId], body: () => ({ reply_text: payload.reply_text }), schema: echoOf(commentSchema, 'reply') },
          options,
        );
      },
      /** Reacts to a comment ({reaction_type}). */
      reactToComment(id: Id, commentId: Id, payload: { reaction_type: string }, options?: CallOptions) {
        return send('posts.reactToComment', { args: [id, commentId], body: () => ({ reaction_type: payload.reaction_type }) }, options);
      },
      /** Deletes a comment. */
      deleteComment(id: Id, commentId: Id, options?: CallOptions) {
        return send('posts.deleteComment', { args: [id, commentId] }, options);
      },
      /** Reports a comment or reply ({details, reason}, as a post report). */
      reportComment(id: Id, commentId: Id, payload: { details: string; reason: PostReportReason | (string & {}) }, options?: CallOptions) {
        return send('posts.reportComment', { args: [id, commentId], body: () => ({ details: payload.details, reason: payload.reason }) }, options);
      },
      /** Votes on a poll ({option_text}); resolves to the post when the answer holds a whole one, else undefined. */
      vote(id: Id, payload: { option_text: string }, options?: CallOptions) {
        return call('posts.vote', { args: [id], body: () => ({ option_text: payload.option_text }), schema: echoedPost }, options);
      },
    },

    jobs: {
      /** Reports a job; several reasons are joined by a comma and a space. */
      report(jobId: Id, payload: { reason: JobReportReason | (string & {}) | ReadonlyArray<string>; details: string }, options?: CallOptions) {
        const reason = typeof payload.reason === 'string' ? payload.reason : payload.reason.join(', ');
        return send('jobs.report', { args: [jobId], body: () => ({ reason, details: payload.details }) }, options);
      },
      /** Invites applicants to a job (the spec does not show the payload: it is sent as given). */
      inviteApplicants(id: Id, payload?: Record<string, unknown>, options?: CallOptions) {
        return send('jobs.inviteApplicants', { args: [id], body: payload === undefined ? undefined : () => payload }, options);
      },
      /** The current user's favourite jobs' ids, as text (reads data.favorite_jobs). */
      getFavorites(options?: CallOptions) {
        return call('jobs.getFavorites', { schema: favouriteIdsSchema('favorite_jobs') }, options);
      },
      /** Toggles a job favourite; resolves to the new state when the server says it. */
      toggleFavorite(id: Id, options?: CallOptions) {
        return call('jobs.toggleFavorite', { args: [id], schema: toggleState }, options);
      },
    },

    events: {
      /** Records a click on Reserve Spot. */
      click(id: Id, options?: CallOptions) {
        return send('events.click', { args: [id] }, options);
      },
      /** The current user's favourite events' ids, as text (reads data.favorite_events). */
      getFavorites(options?: CallOptions) {
        return call('events.getFavorites', { schema: favouriteIdsSchema('favorite_events') }, options);
      },
      /** Toggles an event favourite; resolves to the new state when the server says it. */
      toggleFavorite(id: Id, options?: CallOptions) {
        return call('events.toggleFavorite', { args: [id], schema: toggleState }, options);
      },
    },

    deals: {
      /** Records a view of a deal. */
      view(id: Id, options?: CallOptions) {
        return send('deals.view', { args: [id] }, options);
      },
      /** Records a click on View Deal. */
      click(id: Id, options?: CallOptions) {
        return send('deals.click', { args: [id] }, options);
      },
      /** The current user's favourite deals' ids, as text (reads data.favorite_deals). */
      getFavorites(options?: CallOptions) {
        return call('deals.getFavorites', { schema: favouriteIdsSchema('favorite_deals') }, options);
      },
      /** Toggles a deal favourite; resolves to the new state when the server says it. */
      toggleFavorite(id: Id, options?: CallOptions) {
        return call('deals.toggleFavorite', { args: [id], schema: toggleState }, options);
      },
    },

    users,

    endorsements: {
      /** Asks someone to endorse the current user (target_user_id only for platform users, else null). */
      request(input: EndorsementRequestInput, options?: CallOptions) {
        return send(
          'endorsements.request',
          { body: () => ({ target_user_email: input.target_user_email, target_user_id: input.target_user_id ?? null, skills: input.skills }) },
          options,
        );
      },
      /** Answers an endorsement request; position, organization and avatar are sent only when non-empty after trimming. */
      respond(id: Id, input: EndorsementResponseInput, options?: CallOptions) {
        return send(
          'endorsements.respond',
          {
            args: [id],
            body: () => ({
              endorser_name: input.endorser_name,
              endorsement_text: input.endorsement_text,
              rating: input.rating ?? 5,
              ...trimmedOptionals({ position: input.position, organization: input.organization, avatar: input.avatar }),
            }),
          },
          options,
        );
      },
      /** One endorsement (`GET /api/endorsement/{id}`). */
      get(id: Id, options?: CallOptions) {
        return call('endorsements.get', { args: [id], schema: tolerant(endorsementSchema, { key: 'endorsement' }) }, options);
      },
      /** A user's endorsements (the current user's without userId), read from get-user-by-id. */
      async list(params: { userId?: Id | undefined; page?: number | undefined; limit?: number | undefined } = {}, options?: CallOptions) {
        const { endorsements } = await users.getUserById(params.userId, { page: params.page, limit: params.limit }, options);
        return endorsements;
      },
      /** Deletes an endorsement by id. */
      delete(id: Id, options?: CallOptions) {
        return send('endorsements.delete', { args: [id] }, options);
      },
    },

    business: {
      /** Saves 'Who we are': a JSON 'data' part and an optional about_us_media file. */
      updateAboutUs(input: AboutUsInput, media?: Blob | null, options?: CallOptions) {
        return send(
          'business.updateAboutUs',
          {
            body: () =>
              multipart({
                data: JSON.stringify({
                  business_type: input.business_type,
                  operation_in: input.operation_in,
                  services: input.services,
                  our_details: input.our_details,
                  our_history: input.our_history,
                  our_values: input.our_values,
                  our_goals: input.our_goals,
                }),
                about_us_media: media,
              }),
          },
          options,
        );
      },
      /** Saves the company header; resolves to the updated user when the answer's data holds one. */
      updateGeneralInformation(input: GeneralInformationInput, options?: CallOptions) {
        return call(
          'business.updateGeneralInformation',
          { body: () => ({ ...input }), schema: echoOf(userProfileSchema, 'user') },
          options,
        );
      },
      /** Replaces the credentials and achievements ({credentials: [{achievement, year}]}). */
      updateCredentials(credentials: CredentialInput[], options?: CallOptions) {
        return send(
          'business.updateCredentials',
          { body: () => ({ credentials: credentials.map((c) => ({ achievement: c.achievement, year: c.year })) }) },
          options,
        );
      },
      /** Adds gallery images (multipart, one repeated `images` field). */
      updateGallery(images: ReadonlyArray<Blob>, options?: CallOptions) {
        return send('business.updateGallery', { body: () => multipart({ images }) }, options);
      },
      /** Adds team members (a JSON list). */
      addTeamMembers(members: TeamMemberInput[], options?: CallOptions) {
        return send('business.addTeamMembers', { body: () => members.map(teamMemberBody) }, options);
      },
      /** Updates one team member. */
      updateTeamMember(id: Id, member: TeamMemberInput, options?: CallOptions) {
        return send('business.updateTeamMember', { args: [id], body: () => teamMemberBody(member) }, options);
      },
      /** Replaces the links ({links: [{link_title, url}]}). */
      updateLinks(links: LinkInput[], options?: CallOptions) {
        return send('business.updateLinks', { body: () => ({ links: links.map((l) => ({ link_title: l.link_title, url: l.url })) }) }, options);
      },
      /** Deletes a credential by id. */
      deleteCredential(id: Id, options?: CallOptions) {
        return send('business.deleteCredential', { args: [id] }, options);
      },
      /** Deletes a gallery image, named by the last path segment of its path or URL. */
      deleteGalleryImage(imagePath: string, options?: CallOptions) {
        return send('business.deleteGalleryImage', { args: [galleryImageName(imagePath)] }, options);
      },
      /** Deletes a team member by id. */
      deleteTeamMember(id: Id, options?: CallOptions) {
        return send('business.deleteTeamMember', { args: [id] }, options);
      },
      /** Deletes a link by id. */
      deleteLink(id: Id, options?: CallOptions) {
        return send('business.deleteLink', { args: [id] }, options);
      },
    },

    location: {
      /** Every country ({error, msg, data: [{country, iso2}]}); a true `error` is a validation ApiError carrying msg. */
      getCountries(options?: CallOptions) {
        return call('location.countries', { schema: countriesAnswerSchema }, options);
      },
      /** The states of a country, by its iso2 code (empty when it has none). */
      getStates(iso2: string, options?: CallOptions) {
        return call('location.states', { args: [iso2], schema: statesAnswerSchema }, options);
      },
      /** The cities of a country, by its name (POST {country}). */
      getCities(country: string, options?: CallOptions) {
        return call('location.cities', { body: () => ({ country }), schema: citiesAnswerSchema, read: true }, options);
      },
      /** The cities of a country's state. */
      getStateCities(iso2: string, state: string, options?: CallOptions) {
        return call('location.stateCities', { args: [iso2, state], schema: citiesAnswerSchema }, options);
      },
      /** The country phone codes ({id, code, name, iso2}). */
      getPhoneCodes(options?: CallOptions) {
        return call('location.phoneCodes', { schema: phoneCodesAnswerSchema }, options);
      },
    },
  };
}

function teamMemberBody(member: TeamMemberInput) {
  return { name: member.name, role: member.role, avatar_url: member.avatar_url ?? null, skills: member.skills };
}

export type ApiClient = ReturnType<typeof createApiClient>;
