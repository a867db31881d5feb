import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@edupassport/api-client/rules';
import type { ApiClient, Country, State } from '@edupassport/api-client';
import { useApiClient } from '../EduProvider/context';
import { useLatest } from '../hooks/useLatest';

export type LocationListStatus = 'idle' | 'loading' | 'success' | 'error';

/** One list of the location service: its status, its items once loaded, the failure, and a retry. */
export interface LocationList<T> {
  status: LocationListStatus;
  data: T[];
  error: unknown;
  retry: () => void;
}

interface Settled<T> {
  key: string;
  status: 'success' | 'error';
  data: T[];
  error: unknown;
}

/**
 * Loads a list for `key` (null: nothing to load) and aborts it when the key changes or the component
 * unmounts. Loading is derived (no settled answer for the current key) so no state is set during an effect.
 */
function useKeyedList<T>(
  key: string | null,
  load: (client: ApiClient, signal: AbortSignal) => Promise<T[]>,
  given?: T[],
): LocationList<T> {
  const client = useApiClient();
  const loader = useLatest(load);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const fullKey = key === null || given ? null : `${attempt}:${key}`;

  useEffect(() => {
    if (fullKey === null) return undefined;
    const controller = new AbortController();
    loader.current(client, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: fullKey, status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key: fullKey, status: 'error', data: [], error });
      },
    );
    return () => controller.abort();
  }, [client, fullKey, loader]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (given) return { status: 'success', data: given, error: null, retry };
  if (fullKey === null) return { status: 'idle', data: [], error: null, retry };
  if (settled?.key !== fullKey) return { status: 'loading', data: [], error: null, retry };
  return { status: settled.status, data: settled.data, error: settled.error, retry };
}

/** Every country of the location service; `countries` given by the host skips the request. */
export function useCountries(options: { countries?: Country[]; enabled?: boolean } = {}): LocationList<Country> {
  return useKeyedList(
    options.enabled === false ? null : 'countries',
    (client, signal) => client.location.getCountries({ signal }),
    options.countries,
  );
}

/** The cities of a country, by its name; idle while no country is chosen. */
export function useCities(country: string | null | undefined): LocationList<string> {
  return useKeyedList(country || null, (client, signal) => client.location.getCities(country ?? '', { signal }));
}

/** The states of a country, by its iso2 code; idle while no country is chosen. */
export function useStates(iso2: string | null | undefined): LocationList<State> {
  return useKeyedList(iso2 || null, (client, signal) => client.location.getStates(iso2 ?? '', { signal }));
}

/** The issues of a zod failure kept as an ApiError's cause, when there is one. */
function issuesOf(error: unknown): Array<{ path: PropertyKey[]; message: string }> | undefined {
  const cause = isApiError(error) ? (error.cause as { issues?: unknown } | undefined) : undefined;
  return Array.isArray(cause?.issues) ? (cause.issues as Array<{ path: PropertyKey[]; message: string }>) : undefined;
}

/** The location service's own `{ error: true, msg }` answer: a refusal with a reason, not a bad format. */
function serviceRefusal(error: unknown): string | undefined {
  const issues = issuesOf(error);
  const first = issues?.[0];
  return first && first.path.length === 0 ? first.message : undefined;
}

/**
 * True when the answer could not be read as a list (cut-off JSON, a page, a wrong shape): the
 * 'Invalid ... data format' case. The service's own error flag is a failure to load instead.
 */
export function isLocationFormatError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'validation' && serviceRefusal(error) === undefined;
}

/** True for a failure worth trying again later: network, timeout or a server error (5xx). */
export function isTransientLocationError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

/** The reason to show after 'Error: ': the service's own msg when it sent one, else the error's message. */
export function locationErrorReason(error: unknown): string {
  const refusal = serviceRefusal(error);
  if (refusal) return refusal;
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message.trim()
  )
    return error.message;
  return String(error);
}

/** The country with this name (case-insensitive), if the list has it. */
export function findCountry(countries: readonly Country[], name: string | null | undefined): Country | undefined {
  const wanted = name?.trim().toLowerCase();
  return wanted ? countries.find((c) => c.name.toLowerCase() === wanted) : undefined;
}

/** The names that match the typed text: those starting with it first, then those containing it. */
export function filterLocations(items: readonly string[], query: string): string[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...items];
  const starts: string[] = [];
  const contains: string[] = [];
  for (const item of items) {
    const name = item.toLowerCase();
    if (name.startsWith(q)) starts.push(item);
    else if (name.includes(q)) contains.push(item);
  }
  return [...starts, ...contains];
}
