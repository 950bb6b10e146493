export { DateTimePicker } from './DateTimePicker';
export type { DateTimePickerProps } from './DateTimePicker';
export { formatDateTime, parseDateTime } from './dateTime';
