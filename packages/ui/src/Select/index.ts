export { Select } from './Select';
export type { SelectProps, SelectSingleProps, SelectMultipleProps, SelectBaseProps, SelectOption } from './SelectTypes';
