import { forwardRef } from 'react';
import { LocationCombobox } from '../LocationCombobox/LocationCombobox';
import { LocationPickerFrame } from '../LocationCombobox/LocationPickerFrame';
import { useCityField } from '../LocationCombobox/useCountryField';
import { useLocationPicker, type LocationPickerProps } from '../LocationCombobox/useLocationPicker';
import { useComponentProps } from '../theme/useComponentProps';

/** A country and one of its cities, by name; '' when not chosen. */
export interface CountryCityValue {
  country: string;
  city: string;
}

export const EMPTY_COUNTRY_CITY: CountryCityValue = { country: '', city: '' };

export type CountryCityPickerProps = LocationPickerProps<CountryCityValue>;

/**
 * Picks a country, then one of its cities: two searchable lists (countries from
 * `location.getCountries`, cities from `location.getCities(country)`), each with its loading state and
 * the spec's error messages, then Reset and Submit. With `lockUntilEdit` it is read-only until Edit,
 * and Cancel restores the saved values. The ref is the fieldset.
 */
export const CountryCityPicker = forwardRef<HTMLFieldSetElement, CountryCityPickerProps>(function CountryCityPicker(props, ref) {
  const picker = useLocationPicker(useComponentProps('CountryCityPicker', props), EMPTY_COUNTRY_CITY);
  const { current, state } = picker;
  const cityField = useCityField(current.country);

  return (
    <LocationPickerFrame ref={ref} data-picker="country-city" {...picker.frameProps}>
      <LocationCombobox {...picker.countryProps} />
      <LocationCombobox
        {...cityField}
        value={current.city}
        onValueChange={(city) => state.setValue({ ...current, city })}
        readOnly={picker.fieldsReadOnly}
        disabled={picker.disabled}
      />
    </LocationPickerFrame>
  );
});
