import { useMemo } from 'react';
import type { Country } from '@edupassport/api-client';
import { useEdu, useMessages } from '../EduProvider/context';
import { countryName, sortByLabel } from '../i18n/valueLabels';
import { locationMessages } from '../messages/location';
import type { LocationComboboxError } from './LocationCombobox';
import { findCountry, isLocationFormatError, isTransientLocationError, locationErrorReason, useCities, useCountries, type LocationList } from './useLocationLists';
import { uiCatalogs } from '../messages/catalogs';
import { useErrorText, type ErrorText } from '../hooks/useErrorText';

/**
 * The error a failed list shows: a headline chosen from the failure, 'Error: {message}' (the message by `errorText`,
 * a component's `useErrorText()`), and a retry.
 */
export function listError(
  list: LocationList<unknown>,
  title: (error: unknown) => string,
  detail: (reason: string) => string,
  errorText?: ErrorText,
): LocationComboboxError | null {
  if (list.status !== 'error') return null;
  return { title: title(list.error), detail: detail(locationErrorReason(list.error, errorText)), onRetry: list.retry };
}

/** The country list both pickers start with, as LocationCombobox props, plus the chosen country's record. */
export function useCountryField(countries: Country[] | undefined, value: string) {
  const m = useMessages('ui', locationMessages, uiCatalogs.loaders);
  const errorText = useErrorText();
  const list = useCountries({ countries });
  const { locale } = useEdu();
  // The server's names are chosen and sent; the reader sees them in their language, in its alphabetical order.
  const { names, itemLabel } = useMemo(() => {
    const codes = new Map(list.data.map((c) => [c.name, c.iso2]));
    const label = (name: string) => countryName(name, locale, codes.get(name));
    return { names: sortByLabel(list.data.map((c) => c.name), label, locale), itemLabel: label };
  }, [list.data, locale]);
  return {
    list,
    country: findCountry(list.data, value),
    field: {
      label: m.countryLabel,
      placeholder: m.countryPlaceholder,
      searchPlaceholder: m.searchCountries,
      items: names,
      itemLabel,
      loading: list.status === 'loading' ? m.loadingCountries : false,
      error: listError(list, (error) => (isLocationFormatError(error) ? m.countriesInvalid : m.countriesFailed), m.locationError, errorText),
    },
  } as const;
}

/** The city list of one country as LocationCombobox props: its loading state, its errors, and a note when it is empty. */
export function useCityField(country: string) {
  const m = useMessages('ui', locationMessages, uiCatalogs.loaders);
  const errorText = useErrorText();
  const cities = useCities(country);
  return {
    label: m.cityLabel,
    placeholder: m.cityPlaceholder,
    searchPlaceholder: m.searchCities,
    items: cities.data,
    loading: cities.status === 'loading' ? m.loadingCities : false,
    error: listError(
      cities,
      (error) => (isLocationFormatError(error) ? m.citiesInvalid : isTransientLocationError(error) ? m.citiesFailedLater : m.citiesFailed),
      m.locationError,
      errorText,
    ),
    hint: cities.status === 'success' && cities.data.length === 0 ? m.citiesEmpty : undefined,
  } as const;
}
