import { DatePickerField, type DatePickerBaseProps } from '../DatePicker/DatePickerField';

export type DateTimePickerProps = DatePickerBaseProps;

/**
 * A date-and-time field in the format 'YYYY-MM-DD HH:mm:ss': type it, or pick a day and set
 * hour, minute and second in the popover, then confirm ("此刻" takes the current time).
 */
export function DateTimePicker(props: DateTimePickerProps) {
  return <DatePickerField {...props} withTime component="DateTimePicker" />;
}
