export { FormField } from './FormField';
export type { FormFieldProps, FormFieldControlProps } from './FormField';
export { useFormFieldContext } from './FormFieldContext';
export type { FormFieldContextValue } from './FormFieldContext';
export { useFieldValidation } from './useFieldValidation';
export type { UseFieldValidationOptions, FieldValidation } from './useFieldValidation';
export {
  validatePassword,
  validateConfirmPassword,
  validatePhone,
  validateRequiredPassword,
  PASSWORD_MIN_LENGTH,
} from './validators';
export type { ValidationRule } from './validators';
