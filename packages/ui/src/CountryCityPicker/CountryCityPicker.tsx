import { forwardRef } from 'react';
import { LocationCombobox } from '../LocationCombobox/LocationCombobox';
import { LocationPickerFrame } from '../LocationCombobox/LocationPickerFrame';
import { listError } from '../LocationCombobox/useCountryField';
import { isLocationFormatError, isTransientLocationError, useCities } from '../LocationCombobox/useLocationLists';
import { useLocationPicker, type LocationPickerProps } from '../LocationCombobox/useLocationPicker';
import { useMessages } from '../EduProvider/context';
import { locationMessages } from '../messages/location';
import { useComponentProps } from '../theme/useComponentProps';

/** A country and one of its cities, by name; '' when not chosen. */
export interface CountryCityValue {
  country: string;
  city: string;
}

export const EMPTY_COUNTRY_CITY: CountryCityValue = { country: '', city: '' };

export type CountryCityPickerProps = LocationPickerProps<CountryCityValue>;

/**
 * Picks a country, then one of its cities (spec 03 §2): two searchable lists (countries from
 * `location.getCountries`, cities from `location.getCities(country)`), each with its loading state and
 * the spec's error messages, then Reset and Submit. With `lockUntilEdit` it is read-only until Edit,
 * and Cancel restores the saved values (spec 02 §4). The ref is the fieldset.
 */
export const CountryCityPicker = forwardRef<HTMLFieldSetElement, CountryCityPickerProps>(function CountryCityPicker(props, ref) {
  const m = useMessages('ui', locationMessages);
  const picker = useLocationPicker(useComponentProps('CountryCityPicker', props), EMPTY_COUNTRY_CITY);
  const { current, state } = picker;
  const cities = useCities(current.country);
  const noCities = cities.status === 'success' && cities.data.length === 0;

  return (
    <LocationPickerFrame ref={ref} data-picker="country-city" {...picker.frameProps}>
      <LocationCombobox {...picker.countryProps} />
      <LocationCombobox
        label={m.cityLabel}
        placeholder={m.cityPlaceholder}
        searchPlaceholder={m.searchCities}
        items={cities.data}
        value={current.city}
        onValueChange={(city) => state.setValue({ ...current, city })}
        readOnly={picker.fieldsReadOnly}
        disabled={picker.disabled}
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
