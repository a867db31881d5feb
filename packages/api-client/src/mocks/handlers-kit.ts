import { HttpResponse } from 'msw';
import type { EndpointName } from '../endpoints';
import type { MockFailure } from './controls';
import { generateComment, nextId, toAuthor, type MockComment, type MockReaction, type MockUser } from './generators';
import { mockStore, type MockFavoriteKind } from './store';

/** What a mock resolver gets: the request, the path parameters in the order of the endpoint's path function, the caller. */
export interface MockContext {
  request: Request;
  url: URL;
  params: string[];
  /** The mock session's user, or null when anonymous. */
  user: MockUser | null;
}

/** Answers one endpoint: a plain value is sent as JSON (200), a Response as it is; a MockHttpError becomes `{ message }`. */
export type MockResolver = (ctx: MockContext) => unknown;
export type MockResolvers = Partial<Record<EndpointName, MockResolver>>;

/** An HTTP error answer of the mock backend, with the message a real server would send. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The answer of an injected failure (mockControls.fail). */
export function failureResponse(failure: MockFailure): Response {
  if ('network' in failure) return HttpResponse.error();
  // Cut-off JSON: what a proxy sends when the connection drops mid-answer.
  if ('malformed' in failure) return new HttpResponse('{"data": {"items": [', { status: 200, headers: { 'Content-Type': 'application/json' } });
  const headers = failure.retryAfter === undefined ? undefined : { 'Retry-After': failure.retryAfter };
  return HttpResponse.json({ message: failure.message ?? 'Something went wrong. Please try again later.' }, { status: failure.status ?? 500, headers });
}

export function fail(status: number, message: string): never {
  throw new MockHttpError(status, message);
}

/** The caller, or a 401 when anonymous. */
export function requireUser(ctx: MockContext): MockUser {
  return ctx.user ?? fail(401, 'Please log in to continue.');
}

export function isAdmin(user: MockUser | null): boolean {
  return user?.user_types === 'admin';
}

export function param(ctx: MockContext, index = 0): string {
  return ctx.params[index] ?? '';
}

/** The record whose id is the path parameter, or a 404 with `what` in the message. */
export function findById<T extends { id: number }>(list: T[], id: string, what: string): T {
  return list.find((item) => String(item.id) === id) ?? fail(404, `${what} not found`);
}

export function removeById<T extends { id: number }>(list: T[], id: string, what: string): T {
  const index = list.findIndex((item) => String(item.id) === id);
  if (index < 0) fail(404, `${what} not found`);
  return list.splice(index, 1)[0] as T;
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    fail(400, 'The request body must be JSON');
  }
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : fail(400, 'The request body must be a JSON object');
}

export async function readJsonArray(request: Request): Promise<unknown[]> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    fail(400, 'The request body must be JSON');
  }
  return Array.isArray(body) ? body : fail(400, 'The request body must be a JSON list');
}

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return fail(400, 'The request body must be multipart form data');
  }
}

/** The JSON 'data' part of a multipart body. */
export function formDataPart(form: FormData): Record<string, unknown> {
  const raw = form.get('data');
  try {
    const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : undefined;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  return fail(400, "The 'data' part must be a JSON object");
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function records(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : [];
}

/** The strings of a list field; anything else reads as an empty list. */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter(Boolean) : [];
}

/** One page of a list, by the `page` query parameter and the page-size parameter the endpoint uses. */
export function paginate<T>(items: T[], url: URL, sizeParam: string): T[] {
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const size = Math.max(1, Number(url.searchParams.get(sizeParam)) || 10);
  return items.slice((page - 1) * size, page * size);
}

export function required(value: unknown, message: string): string {
  const result = text(value).trim();
  return result || fail(400, message);
}

/** Where an uploaded file lives: under /uploads/, which the mock backend serves as a placeholder image. */
export function uploadedFileUrl(folder: string, file: FormDataEntryValue | null): string | null {
  if (!file || typeof file === 'string') return null;
  const name = file.name.replace(/[^\w.-]+/g, '-') || 'file';
  return `/uploads/${folder}/${nextId()}-${name}`;
}

/** A reaction per user: the same emoji again takes it back, another one replaces it. */
export function toggleReaction(reactions: MockReaction[], userId: number, reactionType: string): void {
  const index = reactions.findIndex((r) => r.user_id === userId);
  const previous = index >= 0 ? reactions.splice(index, 1)[0] : undefined;
  if (previous?.reaction_type !== reactionType) reactions.push({ user_id: userId, reaction_type: reactionType });
}

/** A comment anywhere in a post's tree, with its depth (0 for a comment) and the list holding it. */
export function findComment(comments: MockComment[], id: string, depth = 0): { comment: MockComment; depth: number; siblings: MockComment[] } | undefined {
  for (const comment of comments) {
    if (String(comment.id) === id) return { comment, depth, siblings: comments };
    const found = findComment(comment.replies, id, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function newComment(user: MockUser, commentText: string): MockComment {
  return generateComment({ id: nextId(), user: toAuthor(user), created_at: mockStore.now(), comment_text: commentText, reactions: [], views: [], replies: [] });
}

/** A deterministic placeholder picture, so uploads and gallery images show without a network. */
export function placeholderSvg(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="hsl(${hue} 55% 62%)"/><circle cx="470" cy="120" r="48" fill="hsl(${hue} 70% 85%)"/><path d="M0 300 L180 170 L320 280 L430 210 L640 340 L640 360 L0 360 Z" fill="hsl(${hue} 45% 40%)"/></svg>`;
}


const collections = {
  jobs: { list: () => mockStore.jobs, what: 'Job' },
  events: { list: () => mockStore.events, what: 'Event' },
  deals: { list: () => mockStore.deals, what: 'Deal' },
  posts: { list: () => mockStore.posts, what: 'Post' },
} satisfies Record<MockFavoriteKind, { list: () => Array<{ id: number }>; what: string }>;

/** The caller's favourites of one kind, as the items (`data.favorite_jobs` and so on). */
export function favoriteList(kind: Exclude<MockFavoriteKind, 'posts'>): MockResolver {
  return (ctx) => {
    const user = requireUser(ctx);
    return { data: { [`favorite_${kind}`]: collections[kind].list().filter((item) => mockStore.isFavorite(kind, user.id, item.id)) } };
  };
}

/** Toggles a favourite of the caller; answers the new state. */
export function favoriteToggle(kind: MockFavoriteKind): MockResolver {
  return (ctx) => {
    const user = requireUser(ctx);
    const { list, what } = collections[kind];
    const item = findById<{ id: number }>(list(), param(ctx), what);
    return { data: { favorited: mockStore.toggleFavorite(kind, user.id, item.id) } };
  };
}
