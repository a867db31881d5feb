export { LocationCombobox } from './LocationCombobox';
export type { LocationComboboxProps, LocationComboboxError } from './LocationCombobox';
export { LocationPickerFrame } from './LocationPickerFrame';
export type { LocationPickerBaseProps } from './LocationPickerFrame';
export { useCountryField, listError } from './useCountryField';
export { useLocationEditing } from './useLocationEditing';
export type { UseLocationEditingOptions, UseLocationEditingResult } from './useLocationEditing';
export {
  useCountries,
  useCities,
  useStates,
  findCountry,
  isLocationFormatError,
  isTransientLocationError,
  locationErrorReason,
  filterLocations,
} from './useLocationLists';
export type { LocationList, LocationListStatus } from './useLocationLists';
export { useLocationPicker } from './useLocationPicker';
export type { LocationPickerProps } from './useLocationPicker';
