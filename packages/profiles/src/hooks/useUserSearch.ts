import { useEffect, useState } from 'react';
import type { SearchUserResult } from '@edupassport/api-client';
import { useApiClient } from '@edupassport/ui/headless';

/** Spec 03 §9: the user search starts at 2 characters after a 500 ms pause, 10 per page. */
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
 * (a term with '@' by e-mail, any other by first name, per_page 10). A failed search gives an empty list.
 */
export function useUserSearch(query: string, { enabled = true }: { enabled?: boolean } = {}): UseUserSearchResult {
  const client = useApiClient();
  const term = query.trim();
  const active = enabled && term.length >= USER_SEARCH_MIN_CHARS;
  const [settled, setSettled] = useState<{ term: string; results: SearchUserResult[] } | null>(null);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client.users.search({ query: term, perPage: 10 }, { signal: controller.signal }).then(
        (results) => !controller.signal.aborted && setSettled({ term, results }),
        () => !controller.signal.aborted && setSettled({ term, results: [] }),
      );
    }, USER_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, client, term]);

  const current = active && settled?.term === term;
  return { results: current ? (settled?.results ?? []) : [], searching: active && !current };
}
