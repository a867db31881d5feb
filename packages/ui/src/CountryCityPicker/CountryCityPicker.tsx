import { forwardRef } from 'react';
import type { Country } from '@edupassport/api-client';
import { LocationCombobox } from '../LocationCombobox/LocationCombobox';
import { LocationPickerFrame, type LocationPickerBaseProps } from '../LocationCombobox/LocationPickerFrame';
import { listError, useCountryField } from '../LocationCombobox/useCountryField';
import { useLocationEditing } from '../LocationCombobox/useLocationEditing';
import { isLocationFormatError, isTransientLocationError, useCities } from '../LocationCombobox/useLocationLists';
import { useUiMessages } from '../messages/useUiMessages';
import { useComponentProps } from '../theme/useComponentProps';

/** A country and one of its cities, by name; '' when not chosen. */
export interface CountryCityValue {
  country: string;
  city: string;
}

export const EMPTY_COUNTRY_CITY: CountryCityValue = { country: '', city: '' };

export interface CountryCityPickerProps extends LocationPickerBaseProps<CountryCityValue> {
  /** The countries to offer; default loaded with `client.location.getCountries()`. */
  countries?: Country[];
}

/**
 * Picks a country, then one of its cities (spec 03 §2): two searchable lists (countries from
 * `location.getCountries`, cities from `location.getCities(country)`), each with its loading state and
 * the spec's error messages, then Reset and Submit. With `lockUntilEdit` it is read-only until Edit,
 * and Cancel restores the saved values (spec 02 §4). The ref is the fieldset.
 */
export const CountryCityPicker = forwardRef<HTMLFieldSetElement, CountryCityPickerProps>(function CountryCityPicker(props, ref) {
  const {
    value,
    defaultValue = EMPTY_COUNTRY_CITY,
    onValueChange,
    onSubmit,
    lockUntilEdit,
    editing,
    defaultEditing,
    onEditingChange,
    countries,
    readOnly = false,
    disabled = false,
    required = false,
    ...rest
  } = useComponentProps('CountryCityPicker', props);
  const m = useUiMessages();
  const state = useLocationEditing<CountryCityValue>({
    value,
    defaultValue,
    onValueChange,
    emptyValue: EMPTY_COUNTRY_CITY,
    onSubmit,
    lockUntilEdit,
    editing,
    defaultEditing,
    onEditingChange,
  });
  const current = state.value;
  const fieldsReadOnly = readOnly || !state.editing;
  const countryField = useCountryField(countries, current.country);
  const cities = useCities(current.country);
  const noCities = cities.status === 'success' && cities.data.length === 0;

  return (
    <LocationPickerFrame
      ref={ref}
      state={state}
      canSubmit={Boolean(current.country)}
      lockUntilEdit={lockUntilEdit}
      readOnly={readOnly}
      disabled={disabled}
      data-picker="country-city"
      {...rest}
    >
      <LocationCombobox
        {...countryField.field}
        value={current.country}
        onValueChange={(country) => state.setValue({ country, city: country === current.country ? current.city : '' })}
        readOnly={fieldsReadOnly}
        disabled={disabled}
        required={required}
      />
      <LocationCombobox
        label={m.cityLabel}
        placeholder={m.cityPlaceholder}
        searchPlaceholder={m.searchCities}
        items={cities.data}
        value={current.city}
        onValueChange={(city) => state.setValue({ ...current, city })}
        readOnly={fieldsReadOnly}
        disabled={disabled}
        loading={cities.status === 'loading' ? m.loadingCities : false}
        error={listError(
          cities,
          (error) => (isLocationFormatError(error) ? m.citiesInvalid : isTransientLocationError(error) ? m.citiesFailedLater : m.citiesFailed),
          m.locationError,
        )}
        hint={noCities ? m.citiesEmpty : undefined}
      />
    </LocationPickerFrame>
  );
});
