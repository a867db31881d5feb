export { FormField, useFormField, formFieldIds, useFieldId, splitFieldProps } from './FormField';
export type {
  FormFieldProps,
  FieldBaseProps,
  FormFieldContextValue,
  FormFieldControlProps,
  FormFieldStateProps,
} from './FormField';
