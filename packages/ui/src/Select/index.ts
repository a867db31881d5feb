export { Select } from './Select';
export type { SelectProps, SelectOption, SelectValue } from './Select';
