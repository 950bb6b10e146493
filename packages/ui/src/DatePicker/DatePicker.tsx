import { DatePickerField, type DatePickerBaseProps } from './DatePickerField';

export type DatePickerProps = DatePickerBaseProps;

/**
 * A date field: type 'YYYY-MM-DD' or pick from the calendar popover (arrow keys move by day,
 * Enter picks, Esc closes and returns focus). `disableFuture` blocks dates after `today`.
 */
export function DatePicker(props: DatePickerProps) {
  return <DatePickerField {...props} withTime={false} component="DatePicker" />;
}
