import type { Country } from '@edupassport/api-client';
import type { LocationPickerBaseProps } from './LocationPickerFrame';
import { useCountryField } from './useCountryField';
import { useLocationEditing } from './useLocationEditing';

/** A picker's props: the shared ones plus the countries to offer. */
export interface LocationPickerProps<V extends { country: string }> extends LocationPickerBaseProps<V> {
  /** The countries to offer; default loaded with `client.location.getCountries()`. */
  countries?: Country[] | undefined;
}

/**
 * What CountryCityPicker and CountryStatePicker share: their props split into the edit cycle
 * (`useLocationEditing`), the country field, and what goes to `LocationPickerFrame`. Choosing another
 * country clears the second list's choice (back to `emptyValue` but for the country).
 */
export function useLocationPicker<V extends { country: string }>(props: LocationPickerProps<V>, emptyValue: V) {
  const {
    value,
    defaultValue = emptyValue,
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
  } = props;
  const state = useLocationEditing<V>({ value, defaultValue, onValueChange, emptyValue, onSubmit, lockUntilEdit, editing, defaultEditing, onEditingChange });
  const current = state.value;
  const fieldsReadOnly = readOnly || !state.editing;
  const countryField = useCountryField(countries, current.country);

  return {
    state,
    current,
    /** True when the lists only show their values (read-only, or locked until Edit). */
    fieldsReadOnly,
    disabled,
    /** The chosen country's record, once the list has it. */
    country: countryField.country,
    /** Props for the country LocationCombobox. */
    countryProps: {
      ...countryField.field,
      value: current.country,
      onValueChange: (country: string) => state.setValue(country === current.country ? current : { ...emptyValue, country }),
      readOnly: fieldsReadOnly,
      disabled,
      required,
    },
    /** Props for LocationPickerFrame (the rest of the fieldset's props included). */
    frameProps: { ...rest, state, canSubmit: Boolean(current.country), lockUntilEdit, readOnly, disabled },
  };
}
