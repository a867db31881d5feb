import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, Endorsement, Id, UserProfile } from '@edupassport/api-client';
import { useApiClient, useEdu } from '@edupassport/ui/headless';

export type EducatorProfileStatus = 'loading' | 'success' | 'error';

export interface UseEducatorProfileOptions {
  /** The `id` query parameter of the page: another user's profile; absent (or the signed-in user's own id) means the owner's profile. */
  id?: Id | null;
}

export interface UseEducatorProfileResult {
  /** The profile, once loaded (kept while a refresh runs). */
  user: UserProfile | null;
  /** The profile's completed endorsements. */
  endorsements: Endorsement[];
  status: EducatorProfileStatus;
  /** The last load's failure, or null. */
  error: ApiError | null;
  /** True when the signed-in user looks at their own profile. */
  isOwner: boolean;
  /** The id of the profile shown (the query id, else the signed-in user's id), or null. */
  profileId: Id | null;
  /** Reloads the profile; a failed refresh keeps what is shown and rejects with the ApiError. */
  refresh: () => Promise<void>;
  /** Patches the shown profile locally after a save, without a round trip. */
  update: (patch: Partial<UserProfile> | ((user: UserProfile) => UserProfile)) => void;
  /** Replaces the shown endorsements (e.g. after a delete or a refresh of the list). */
  setEndorsements: (endorsements: Endorsement[]) => void;
}

interface LoadState {
  /** Which profile the state belongs to; null while a first load or a retry runs. */
  key: string | null;
  user: UserProfile | null;
  endorsements: Endorsement[];
  error: ApiError | null;
}

/** Whether a query id names the signed-in user (or is absent): the owner's view. */
export function isOwnProfile(id: Id | null | undefined, sessionUserId: Id | null | undefined): boolean {
  const query = id === null || id === undefined ? '' : String(id).trim();
  if (!query) return sessionUserId !== null && sessionUserId !== undefined;
  return sessionUserId !== null && sessionUserId !== undefined && String(sessionUserId) === query;
}

/**
 * The educator profile page's data: owner or visitor from the `id` query parameter and the session, the
 * profile and its endorsements through `client.users.getUserById`, a refresh, and local patches after saves.
 * The request is aborted on unmount and when the id changes.
 */
export function useEducatorProfile({ id }: UseEducatorProfileOptions = {}): UseEducatorProfileResult {
  const client = useApiClient();
  const { session } = useEdu();
  const sessionUserId = session.user?.id ?? null;
  const isOwner = isOwnProfile(id, sessionUserId);
  const query = id === null || id === undefined || !String(id).trim() ? null : id;
  // The owner loads the current user (its endpoint needs no id); a visitor loads the id of the query.
  const target = isOwner ? undefined : (query ?? undefined);
  const key = target === undefined ? 'me' : `id:${String(target)}`;
  const [state, setState] = useState<LoadState>({ key: null, user: null, endorsements: [], error: null });
  const controller = useRef<AbortController | null>(null);

  // State is only set once an answer arrives, so the effect never renders twice in a row.
  const fetchProfile = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    try {
      const answer = await client.users.getUserById(target, {}, { signal: current.signal });
      if (!current.signal.aborted) setState({ key, user: answer.user, endorsements: answer.endorsements, error: null });
    } catch (reason) {
      if (current.signal.aborted) return;
      setState((previous) => ({ key, user: previous.key === key ? previous.user : null, endorsements: previous.key === key ? previous.endorsements : [], error: reason as ApiError }));
      throw reason;
    }
  }, [client, target, key]);

  useEffect(() => {
    fetchProfile().catch(() => undefined);
    return () => controller.current?.abort();
  }, [fetchProfile]);

  const current = state.key === key;
  const user = current ? state.user : null;
  const status: EducatorProfileStatus = !current ? 'loading' : state.error && !state.user ? 'error' : 'success';

  const refresh = useCallback(async () => {
    if (!state.user || state.key !== key) {
      // Retrying a failed first load shows the loading state again.
      setState((previous) => ({ ...previous, key: null, error: null }));
      await fetchProfile().catch(() => undefined);
      return;
    }
    const before = state.user;
    try {
      await fetchProfile();
    } catch (reason) {
      // A failed refresh keeps what is shown.
      setState((previous) => ({ ...previous, user: before, error: null }));
      throw reason;
    }
  }, [fetchProfile, key, state.key, state.user]);

  const update = useCallback((patch: Partial<UserProfile> | ((user: UserProfile) => UserProfile)) => {
    setState((previous) =>
      previous.user ? { ...previous, user: typeof patch === 'function' ? patch(previous.user) : { ...previous.user, ...patch } } : previous,
    );
  }, []);

  const setEndorsements = useCallback((endorsements: Endorsement[]) => setState((previous) => ({ ...previous, endorsements })), []);

  return {
    user,
    endorsements: current ? state.endorsements : [],
    status,
    error: current && !state.user ? state.error : null,
    isOwner,
    profileId: isOwner ? sessionUserId : query,
    refresh,
    update,
    setEndorsements,
  };
}
