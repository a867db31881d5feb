/**
 * The first element of every query key the kit uses, so a host can tell the kit's cache entries from its own
 * (`queryClient.invalidateQueries({ queryKey: ['edu'] })` reloads everything the kit shows).
 */
export const EDU_QUERY_ROOT = 'edu';

/** Marks the kit's writes in the mutation cache (`meta`), so the provider says when one waits for the connection. */
export const EDU_WRITE_META = 'eduWrite';

/** Query keys of the ui package's shared reads: the location lists every location picker uses. */
export const uiKeys = {
  all: [EDU_QUERY_ROOT, 'ui'] as const,
  countries: () => [EDU_QUERY_ROOT, 'ui', 'countries'] as const,
  /** A country's states, by its iso2 code (the location service's states call). */
  states: (iso2: string | number) => [EDU_QUERY_ROOT, 'ui', 'states', String(iso2)] as const,
  /** A country's cities, by its name (the location service's cities call). */
  cities: (country: string | number) => [EDU_QUERY_ROOT, 'ui', 'cities', String(country)] as const,
};
