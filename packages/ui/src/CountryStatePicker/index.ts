export { CountryStatePicker, EMPTY_COUNTRY_STATE } from './CountryStatePicker';
export type { CountryStatePickerProps, CountryStateValue } from './CountryStatePicker';
