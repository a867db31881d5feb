import { useMemo } from 'react';
import type { ApiError } from '@edupassport/api-client';
import { useCities, useCountries, type LocationList } from '@edupassport/ui/headless';

export interface LocationOptionsResult {
  /** The names, in the service's order; empty while loading or after a failure. */
  options: string[];
  loading: boolean;
  /** The last failure, or null. */
  error: ApiError | null;
}

function asOptions(list: LocationList<unknown>, options: string[]): LocationOptionsResult {
  return { options, loading: list.status === 'loading', error: list.status === 'error' ? (list.error as ApiError) : null };
}

/** Every country name, from the kit's location lists (`useCountries`): one location source for the kit. */
export function useCountryNames(enabled = true): LocationOptionsResult {
  const list = useCountries({ enabled });
  const names = useMemo(() => list.data.map((c) => c.name), [list.data]);
  return asOptions(list, names);
}

/** The city names of a country (`useCities`); nothing is loaded until a country is given. */
export function useCityNames(country: string | null | undefined): LocationOptionsResult {
  const list = useCities(country?.trim() || null);
  return asOptions(list, list.data);
}
