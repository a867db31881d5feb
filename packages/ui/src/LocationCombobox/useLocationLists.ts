import { useCallback } from 'react';
import { skipToken, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '@edupassport/api-client/rules';
import type { Country, State } from '@edupassport/api-client';
import { useApiClient } from '../EduProvider/context';
import { uiKeys } from '../query/keys';
import { useEduQuery } from '../query/useEduQuery';
import { englishErrorText, type ErrorText } from '../hooks/useErrorText';

export type LocationListStatus = 'idle' | 'loading' | 'success' | 'error';

/** One list of the location service: its status, its items once loaded, the failure, and a retry. */
export interface LocationList<T> {
  status: LocationListStatus;
  data: T[];
  error: unknown;
  retry: () => void;
}

/** A list's key and its request, with TanStack's signal (so a list nobody shows any more is cancelled). */
interface LocationSource<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T[]>;
}

/**
 * One location list as a shared query, in the statuses the pickers know: no source (nothing to load) is idle, a
 * list the host gave skips the request, and a failed list being read again is loading. Countries, states and cities
 * do not change while a page is open: every picker of the page shares one request per list, never read again
 * (staleTime Infinity) unless a failure is retried.
 */
function useLocationQuery<T>(source: LocationSource<T> | null, given?: T[]): LocationList<T> {
  const query = useEduQuery<T[], Error>({
    queryKey: source?.queryKey ?? [...uiKeys.all, 'idle'],
    queryFn: source && !given ? source.queryFn : skipToken,
    staleTime: Infinity,
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  if (given) return { status: 'success', data: given, error: null, retry };
  if (source === null) return { status: 'idle', data: [], error: null, retry };
  if (query.status === 'success') return { status: 'success', data: query.data, error: null, retry };
  if (query.status === 'error' && !query.isFetching) return { status: 'error', data: [], error: query.error, retry };
  return { status: 'loading', data: [], error: null, retry };
}

/** Every country of the location service; `countries` given by the host skips the request. */
export function useCountries(options: { countries?: Country[] | undefined; enabled?: boolean | undefined } = {}): LocationList<Country> {
  const client = useApiClient();
  const source: LocationSource<Country> = { queryKey: uiKeys.countries(), queryFn: ({ signal }) => client.location.getCountries({ signal }) };
  return useLocationQuery(options.enabled === false ? null : source, options.countries);
}

/** The cities of a country, by its name; idle while no country is chosen. */
export function useCities(country: string | null | undefined): LocationList<string> {
  const client = useApiClient();
  return useLocationQuery(country ? { queryKey: uiKeys.cities(country), queryFn: ({ signal }) => client.location.getCities(country, { signal }) } : null);
}

/** The states of a country, by its iso2 code; idle while no country is chosen. */
export function useStates(iso2: string | null | undefined): LocationList<State> {
  const client = useApiClient();
  return useLocationQuery(iso2 ? { queryKey: uiKeys.states(iso2), queryFn: ({ signal }) => client.location.getStates(iso2, { signal }) } : null);
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

/**
 * The reason to show after 'Error: ': the service's own msg when it sent one, else the error's text as `errorText`
 * writes it (a component's `useErrorText()`, in the reader's language; default English).
 */
export function locationErrorReason(error: unknown, errorText: ErrorText = englishErrorText): string {
  return serviceRefusal(error) || errorText(error);
}

/** The country with this name (case-insensitive), if the list has it. */
export function findCountry(countries: readonly Country[], name: string | null | undefined): Country | undefined {
  const wanted = name?.trim().toLowerCase();
  return wanted ? countries.find((c) => c.name.toLowerCase() === wanted) : undefined;
}

/** The names that match the typed text (by the label shown, default the name): those starting with it first, then those containing it. */
export function filterLocations(items: readonly string[], query: string, label: (item: string) => string = (item) => item): string[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...items];
  const starts: string[] = [];
  const contains: string[] = [];
  for (const item of items) {
    const name = label(item).toLowerCase();
    if (name.startsWith(q)) starts.push(item);
    else if (name.includes(q)) contains.push(item);
  }
  return [...starts, ...contains];
}
