import { useEffect, useState } from 'react';
import type { ApiError } from '@edupassport/api-client';
import { useApiClient } from '@edupassport/ui/headless';

export interface LocationOptionsResult {
  /** The names, in the service's order; empty while loading or after a failure. */
  options: string[];
  loading: boolean;
  /** The last failure, or null. */
  error: ApiError | null;
}

function useLoadedNames(key: string | null, load: (signal: AbortSignal) => Promise<string[]>): LocationOptionsResult {
  const [state, setState] = useState<{ key: string | null; options: string[]; error: ApiError | null; done: boolean }>({
    key: null,
    options: [],
    error: null,
    done: false,
  });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (options) => !controller.signal.aborted && setState({ key, options, error: null, done: true }),
      (error: ApiError) => !controller.signal.aborted && setState({ key, options: [], error, done: true }),
    );
    return () => controller.abort();
    // The loader is recreated every render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const current = state.key === key && key !== null;
  return { options: current ? state.options : [], loading: key !== null && !(current && state.done), error: current ? state.error : null };
}

/** Every country name from the location service (for nationality, current base and wanted locations). */
export function useCountryNames(enabled = true): LocationOptionsResult {
  const client = useApiClient();
  return useLoadedNames(enabled ? 'countries' : null, async (signal) => (await client.location.getCountries({ signal })).map((c) => c.name));
}

/** The city names of a country; nothing is loaded until a country is given. */
export function useCityNames(country: string | null | undefined): LocationOptionsResult {
  const client = useApiClient();
  const name = country?.trim() || null;
  return useLoadedNames(name, (signal) => client.location.getCities(name ?? '', { signal }));
}
