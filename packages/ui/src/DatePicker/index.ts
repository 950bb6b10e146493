export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export type { DatePickerBaseProps } from './DatePickerField';
