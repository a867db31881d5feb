/**
 * The first element of every query key the kit uses, so a host can tell the kit's cache entries from its own
 * (`queryClient.invalidateQueries({ queryKey: ['edu'] })` reloads everything the kit shows).
 */
export const EDU_QUERY_ROOT = 'edu';

/** Query keys of the ui package's shared reads: the location lists every location picker uses. */
export const uiKeys = {
  all: [EDU_QUERY_ROOT, 'ui'] as const,
  countries: () => [EDU_QUERY_ROOT, 'ui', 'countries'] as const,
  states: (countryId: string | number) => [EDU_QUERY_ROOT, 'ui', 'states', String(countryId)] as const,
  cities: (stateId: string | number) => [EDU_QUERY_ROOT, 'ui', 'cities', String(stateId)] as const,
};
