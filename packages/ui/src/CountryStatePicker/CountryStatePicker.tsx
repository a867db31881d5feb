import { forwardRef, useMemo } from 'react';
import type { Country } from '@edupassport/api-client';
import { LocationCombobox } from '../LocationCombobox/LocationCombobox';
import { LocationPickerFrame, type LocationPickerBaseProps } from '../LocationCombobox/LocationPickerFrame';
import { listError, useCountryField } from '../LocationCombobox/useCountryField';
import { useLocationEditing } from '../LocationCombobox/useLocationEditing';
import { locationErrorReason, useStates } from '../LocationCombobox/useLocationLists';
import { useUiMessages } from '../messages/useUiMessages';
import { useComponentProps } from '../theme/useComponentProps';

/** A country and one of its states (a province), by name; '' when not chosen or when it has none. */
export interface CountryStateValue {
  country: string;
  state: string;
}

export const EMPTY_COUNTRY_STATE: CountryStateValue = { country: '', state: '' };

export interface CountryStatePickerProps extends LocationPickerBaseProps<CountryStateValue> {
  /** The countries to offer; default loaded with `client.location.getCountries()`. */
  countries?: Country[];
}

/**
 * Picks a country, then one of its states (spec 02 §4, the business base location): the state list
 * (`location.getStates(iso2)`) appears only when the chosen country has states; a failed state load
 * shows 'Error: {message}' instead of the list (spec 02 §8). Reset, Submit, and with `lockUntilEdit`
 * read-only until Edit, with Cancel restoring the saved values. The ref is the fieldset.
 */
export const CountryStatePicker = forwardRef<HTMLFieldSetElement, CountryStatePickerProps>(function CountryStatePicker(props, ref) {
  const {
    value,
    defaultValue = EMPTY_COUNTRY_STATE,
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
  } = useComponentProps('CountryStatePicker', props);
  const m = useUiMessages();
  const state = useLocationEditing<CountryStateValue>({
    value,
    defaultValue,
    onValueChange,
    emptyValue: EMPTY_COUNTRY_STATE,
    onSubmit,
    lockUntilEdit,
    editing,
    defaultEditing,
    onEditingChange,
  });
  const current = state.value;
  const fieldsReadOnly = readOnly || !state.editing;
  const countryField = useCountryField(countries, current.country);
  const states = useStates(countryField.country?.iso2);
  const stateNames = useMemo(() => states.data.map((s) => s.name), [states.data]);
  // Read-only, a saved state shows even before (or without) the list; editable, the list decides.
  const showStates = fieldsReadOnly
    ? Boolean(current.state) || stateNames.length > 0
    : states.status === 'loading' || states.status === 'error' || stateNames.length > 0;

  return (
    <LocationPickerFrame
      ref={ref}
      state={state}
      canSubmit={Boolean(current.country)}
      lockUntilEdit={lockUntilEdit}
      readOnly={readOnly}
      disabled={disabled}
      data-picker="country-state"
      {...rest}
    >
      <LocationCombobox
        {...countryField.field}
        value={current.country}
        onValueChange={(country) => state.setValue({ country, state: country === current.country ? current.state : '' })}
        readOnly={fieldsReadOnly}
        disabled={disabled}
        required={required}
      />
      {showStates ? (
        <LocationCombobox
          label={m.stateLabel}
          placeholder={m.statePlaceholder}
          searchPlaceholder={m.searchStates}
          items={stateNames}
          value={current.state}
          onValueChange={(name) => state.setValue({ ...current, state: name })}
          readOnly={fieldsReadOnly}
          disabled={disabled}
          loading={states.status === 'loading' ? m.loadingStates : false}
          error={listError(states, (error) => m.locationError(locationErrorReason(error)), () => '')}
        />
      ) : null}
    </LocationPickerFrame>
  );
});
