import { forwardRef, useMemo } from 'react';
import { LocationCombobox } from '../LocationCombobox/LocationCombobox';
import { LocationPickerFrame } from '../LocationCombobox/LocationPickerFrame';
import { listError } from '../LocationCombobox/useCountryField';
import { locationErrorReason, useStates } from '../LocationCombobox/useLocationLists';
import { useErrorText } from '../hooks/useErrorText';
import { useLocationPicker, type LocationPickerProps } from '../LocationCombobox/useLocationPicker';
import { useMessages } from '../EduProvider/context';
import { locationMessages } from '../messages/location';
import { useComponentProps } from '../theme/useComponentProps';
import { uiCatalogs } from '../messages/catalogs';

/** A country and one of its states (a province), by name; '' when not chosen or when it has none. */
export interface CountryStateValue {
  country: string;
  state: string;
}

export const EMPTY_COUNTRY_STATE: CountryStateValue = { country: '', state: '' };

export type CountryStatePickerProps = LocationPickerProps<CountryStateValue>;

/**
 * Picks a country, then one of its states (the spec, the business base location): the state list
 * (`location.getStates(iso2)`) appears only when the chosen country has states; a failed state load
 * shows 'Error: {message}' instead of the list. Reset, Submit, and with `lockUntilEdit`
 * read-only until Edit, with Cancel restoring the saved values. The ref is the fieldset.
 */
export const CountryStatePicker = forwardRef<HTMLFieldSetElement, CountryStatePickerProps>(function CountryStatePicker(props, ref) {
  const m = useMessages('ui', locationMessages, uiCatalogs.loaders);
  const picker = useLocationPicker(useComponentProps('CountryStatePicker', props), EMPTY_COUNTRY_STATE);
  const { current, state, fieldsReadOnly } = picker;
  const errorText = useErrorText();
  const states = useStates(picker.country?.iso2);
  const stateNames = useMemo(() => states.data.map((s) => s.name), [states.data]);
  // Read-only, a saved state shows even before (or without) the list; editable, the list decides.
  const showStates = fieldsReadOnly
    ? Boolean(current.state) || stateNames.length > 0
    : states.status === 'loading' || states.status === 'error' || stateNames.length > 0;

  return (
    <LocationPickerFrame ref={ref} data-picker="country-state" {...picker.frameProps}>
      <LocationCombobox {...picker.countryProps} />
      {showStates ? (
        <LocationCombobox
          label={m.stateLabel}
          placeholder={m.statePlaceholder}
          searchPlaceholder={m.searchStates}
          items={stateNames}
          value={current.state}
          onValueChange={(name) => state.setValue({ ...current, state: name })}
          readOnly={fieldsReadOnly}
          disabled={picker.disabled}
          loading={states.status === 'loading' ? m.loadingStates : false}
          error={listError(states, (error) => m.locationError(locationErrorReason(error, errorText)), () => '')}
        />
      ) : null}
    </LocationPickerFrame>
  );
});
