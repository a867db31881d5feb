export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { parseNumberInput, clampNumber } from './parseNumberInput';
export type { ParseNumberOptions } from './parseNumberInput';
