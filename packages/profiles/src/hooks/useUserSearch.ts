import { useEffect, useState } from 'react';
import type { SearchUserResult } from '@edupassport/api-client';
import { useApiClient, useEduQuery } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';

/** The user search starts at 2 characters after a 500 ms pause, 10 per page. */
export const USER_SEARCH_MIN_CHARS = 2;
export const USER_SEARCH_DEBOUNCE_MS = 500;

export interface UseUserSearchResult {
  /** The users found for the last settled term; empty below 2 characters and after a failed search. */
  results: SearchUserResult[];
  /** True from a keystroke until its search answers. */
  searching: boolean;
}

/**
 * The endorser search: waits 500 ms after the last change, needs 2 characters, then searches educators
 * (a term with '@' by e-mail, any other by first name, per_page 10) as a query keyed by the settled term, so
 * going back to a term shows its answer at once. A failed search gives an empty list.
 */
export function useUserSearch(
  query: string,
  { enabled = true }: { enabled?: boolean | undefined } = {},
): UseUserSearchResult {
  const client = useApiClient();
  const term = query.trim();
  const active = enabled && term.length >= USER_SEARCH_MIN_CHARS;
  const [settled, setSettled] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSettled(term), USER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [active, term]);

  const ready = active && settled === term;
  const search = useEduQuery({
    queryKey: profileKeys.userSearch(term),
    queryFn: ({ signal }) => client.users.search({ query: term, perPage: 10 }, { signal }),
    enabled: ready,
    // A keystroke's search: a failure shows as no results at once; the next keystroke asks again.
    retry: false,
  });
  const answered = ready && !search.isFetching && (search.isSuccess || search.isError);
  return { results: answered && search.isSuccess ? search.data : [], searching: active && !answered };
}
