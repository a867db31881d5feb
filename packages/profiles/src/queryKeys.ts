import type { Id } from '@edupassport/api-client';
import { EDU_QUERY_ROOT } from '@edupassport/ui/server';

/** The user a key is for: an id, or `'me'` for the signed-in user read without one. */
const who = (id: Id | null | undefined) => (id === undefined || id === null ? 'me' : String(id));

/**
 * The profiles package's query keys, for hosts that prefetch or invalidate (`queryClient.invalidateQueries({
 * queryKey: profileKeys.all })`). Ids are keyed as strings.
 */
export const profileKeys = {
  all: [EDU_QUERY_ROOT, 'profiles'] as const,
  // Educator profiles and what their sections read.
  users: () => [EDU_QUERY_ROOT, 'profiles', 'user'] as const,
  user: (id?: Id | null) => [EDU_QUERY_ROOT, 'profiles', 'user', who(id)] as const,
  /** The mutation key of every write to the signed-in user's profile: its re-read waits for the last one. */
  ownProfileWrite: () => [EDU_QUERY_ROOT, 'profiles', 'user', 'me', 'write'] as const,
  /** An endorsement request as its endorser answers it, with who asked. */
  endorsementRequest: (id: Id) => [EDU_QUERY_ROOT, 'profiles', 'endorsement-request', String(id)] as const,
  // Business profiles (read through `user`: one entry per account) and what their sections read.
  /** The phone prefixes of the company form (the location service's phone-code list). */
  phoneCodes: () => [EDU_QUERY_ROOT, 'profiles', 'phone-codes'] as const,
  /** One settled (debounced, trimmed) user search term. */
  userSearch: (term: string) => [EDU_QUERY_ROOT, 'profiles', 'user-search', term] as const,
  /** One link's screenshot preview, by URL. */
  linkPreview: (url: string) => [EDU_QUERY_ROOT, 'profiles', 'link-preview', url] as const,
  /** Mutation keys of the business page's writes (one per kind, e.g. `businessWrite('team-delete')`). */
  businessWrite: (kind: string) => [EDU_QUERY_ROOT, 'profiles', 'business-write', kind] as const,
};
