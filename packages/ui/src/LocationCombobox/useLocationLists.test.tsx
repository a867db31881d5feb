import type { ReactNode } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { handlers, mockControls, resetMocks } from '@edupassport/api-client/mocks';
import { createTestQueryClient } from '../../../../test-support/queryClient';
import { CountryCityPicker } from '../CountryCityPicker';
import { CountryStatePicker } from '../CountryStatePicker';
import { EduContextProvider } from '../EduProvider/context';
import { useLocationEditing } from './useLocationEditing';
import {
  isLocationFormatError,
  isTransientLocationError,
  filterLocations,
  locationErrorReason,
  useCities,
  useCountries,
  useStates,
} from './useLocationLists';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMocks();
});
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://api.test' });
// No retries: an injected failure shows at once (each test renders its own provider, so its own cache).
const wrapper = ({ children }: { children: ReactNode }) => (
  <EduContextProvider client={client} queryClient={createTestQueryClient()}>
    {children}
  </EduContextProvider>
);

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return expect.fail('expected a failure');
};

describe('filterLocations', () => {
  it('puts names starting with the text before names containing it, ignoring case and spaces', () => {
    expect(filterLocations(['Nigeria', 'Germany', 'Niger', 'Japan'], ' GER ')).toEqual(['Germany', 'Nigeria', 'Niger']);
    expect(filterLocations(['Japan', 'India'], '')).toEqual(['Japan', 'India']);
    expect(filterLocations(['Japan'], 'xyz')).toEqual([]);
  });
});

describe('location error classification', () => {
  it('reads cut-off JSON and a wrong shape as a data format error', async () => {
    mockControls.fail('location.countries', { malformed: true });
    expect(isLocationFormatError(await failure(client.location.getCountries()))).toBe(true);
    server.use(http.post('*/api/location/cities', () => HttpResponse.json({ error: false, msg: 'ok', data: { population: 3 } })));
    expect(isLocationFormatError(await failure(client.location.getCities('Germany')))).toBe(true);
  });

  it("reads the service's own error flag as a failure to load, with its msg as the reason", async () => {
    const error = await failure(client.location.getCities('Atlantis'));
    expect(isLocationFormatError(error)).toBe(false);
    expect(locationErrorReason(error)).toBe('country not found');
  });

  it('calls network errors, timeouts and 5xx transient, 4xx not', async () => {
    mockControls.fail('location.cities', { status: 503, message: 'Busy' }, { times: 1 });
    const busy = await failure(client.location.getCities('Germany'));
    expect(isTransientLocationError(busy)).toBe(true);
    expect(locationErrorReason(busy)).toBe('Busy');
    mockControls.fail('location.cities', { status: 404, message: 'Country not found' }, { times: 1 });
    expect(isTransientLocationError(await failure(client.location.getCities('Germany')))).toBe(false);
    mockControls.fail('location.cities', { network: true }, { times: 1 });
    expect(isTransientLocationError(await failure(client.location.getCities('Germany')))).toBe(true);
    expect(isTransientLocationError(new Error('plain'))).toBe(false);
  });
});

describe('location list hooks', () => {
  it('loads countries, the cities of a country and the states by iso2', async () => {
    const { result } = renderHook(() => ({ countries: useCountries(), cities: useCities('Germany'), states: useStates('DE'), idle: useCities('') }), { wrapper });
    expect(result.current.countries.status).toBe('loading');
    expect(result.current.idle.status).toBe('idle');
    await waitFor(() => expect(result.current.states.status).toBe('success'));
    await waitFor(() => expect(result.current.cities.status).toBe('success'));
    await waitFor(() => expect(result.current.countries.status).toBe('success'));
    expect(result.current.countries.data).toContainEqual({ name: 'Germany', iso2: 'DE', iso3: 'DEU' });
    expect(result.current.cities.data).toEqual(['Berlin', 'Munich', 'Hamburg']);
    expect(result.current.states.data.map((s) => s.name)).toEqual(['Berlin', 'Bavaria']);
  });

  it('skips the request when the host gives the countries', () => {
    const { result } = renderHook(() => useCountries({ countries: [{ name: 'Kenya', iso2: 'KE' }] }), { wrapper });
    expect(result.current).toMatchObject({ status: 'success', data: [{ name: 'Kenya', iso2: 'KE' }] });
  });

  it('reports a failure and loads again on retry', async () => {
    mockControls.fail('location.countries', { status: 500 }, { times: 1 });
    const { result } = renderHook(() => useCountries(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    // The second answer is slowed so the loading state between the retry and the answer can be seen (the query
    // layer tells the hook about the new fetch in a later task, not within the click).
    mockControls.delay('location.countries', 300);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    await waitFor(() => expect(result.current.status).toBe('success'));
  });
});

describe('shared location lists', () => {
  it('makes one countries request for every location picker on the page', async () => {
    const requests: string[] = [];
    const count = ({ request }: { request: Request }) => void requests.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', count);
    try {
      render(
        <>
          <CountryCityPicker legend="Where you live" />
          <CountryStatePicker legend="Where you work" />
        </>,
        { wrapper },
      );
      await waitFor(() => expect(screen.getAllByRole('combobox', { name: /country/i })).toHaveLength(2));
      await waitFor(() => expect(requests).toContain('GET /api/location/countries'));
      // Both pickers' country lists are filled from that one answer.
      await waitFor(() => expect(screen.queryByText(/loading countries/i)).toBeNull());
      expect(requests.filter((r) => r === 'GET /api/location/countries')).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('shares a loaded list with a hook mounted later, without a second request', async () => {
    const requests: string[] = [];
    const count = ({ request }: { request: Request }) => void requests.push(new URL(request.url).pathname);
    server.events.on('request:start', count);
    try {
      const { result, rerender } = renderHook(({ later }) => ({ first: useStates('DE'), second: useStates(later) }), {
        wrapper,
        initialProps: { later: null as string | null },
      });
      await waitFor(() => expect(result.current.first.status).toBe('success'));
      rerender({ later: 'DE' });
      expect(result.current.second).toMatchObject({ status: 'success', data: result.current.first.data });
      expect(requests.filter((r) => r === '/api/location/countries/DE/states')).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });
});

describe('useLocationEditing', () => {
  const empty = { country: '', city: '' };
  const saved = { country: 'Nigeria', city: 'Lagos' };

  it('is read-only until Edit; Cancel restores the value saved at Edit', () => {
    const { result } = renderHook(() => useLocationEditing({ defaultValue: saved, emptyValue: empty, lockUntilEdit: true }));
    expect(result.current.editing).toBe(false);
    act(() => result.current.edit());
    act(() => result.current.setValue({ country: 'Nigeria', city: 'Abuja' }));
    act(() => result.current.reset());
    expect(result.current.value).toEqual(empty);
    act(() => result.current.cancel());
    expect(result.current).toMatchObject({ editing: false, value: saved });
  });

  it('saves on Submit and locks again; a failed Submit keeps editing with the error', async () => {
    let fail = true;
    const onSubmit = async () => {
      if (fail) throw new Error('Failed to update profile');
    };
    const { result } = renderHook(() => useLocationEditing({ defaultValue: saved, emptyValue: empty, lockUntilEdit: true, onSubmit }));
    act(() => result.current.edit());
    act(() => result.current.setValue({ country: 'Japan', city: 'Kyoto' }));
    await act(() => result.current.submit());
    expect(result.current).toMatchObject({ editing: true, submitError: new Error('Failed to update profile') });
    fail = false;
    await act(() => result.current.submit());
    expect(result.current).toMatchObject({ editing: false, submitError: null });
    act(() => result.current.edit());
    act(() => result.current.setValue(empty));
    act(() => result.current.cancel());
    expect(result.current.value).toEqual({ country: 'Japan', city: 'Kyoto' });
  });
});
