/** DateTimePicker shares DatePicker's box, popover, calendar, time row and footer styles. */
export { CalendarRoot, Content, Footer, TimeRow } from '../DatePicker/DatePicker.styles';
