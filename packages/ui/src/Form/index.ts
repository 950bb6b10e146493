export { Form, FormActions } from './Form';
export type { FormProps, FormActionsProps, FormSubmitHelpers } from './Form';
export { FormItem } from './FormItem';
export type { FormItemProps, FormItemRenderProps } from './FormItem';
export type { FormLayout } from './FormContext';
export { useSchemaForm } from './useSchemaForm';
export type {
  UseSchemaFormOptions,
  SchemaFormReturn,
  SchemaFormValues,
  SchemaOutput,
  FormSchema,
} from './useSchemaForm';
export { createFormErrorMap } from './formErrorMap';
