export { CountryCityPicker, EMPTY_COUNTRY_CITY } from './CountryCityPicker';
export type { CountryCityPickerProps, CountryCityValue } from './CountryCityPicker';
