import { format } from 'date-fns';
import { DayPicker, type DayPickerProps, type Labels, type Matcher } from 'react-day-picker';
import { enUS, zhCN } from 'react-day-picker/locale';
import { useLocale } from '../i18n/I18nProvider';
import { CalendarRoot } from './DatePicker.styles';

/**
 * English day names spell the number plainly ("November 1, 2026", not "November 1st") so the
 * visible "1" is part of the accessible name (axe label-content-name-mismatch, WCAG 2.5.3).
 */
const englishLabels: Partial<Labels> = {
  labelDayButton: (date, modifiers) =>
    `${modifiers?.today ? 'Today, ' : ''}${format(date, 'EEEE, MMMM d, yyyy')}${modifiers?.selected ? ', selected' : ''}`,
};

/** Internal: react-day-picker in the current language (date-fns zhCN / enUS with translated labels), styled. */
export function DatePickerCalendar(props: DayPickerProps) {
  const locale = useLocale();
  return (
    <CalendarRoot data-part="Calendar">
      <DayPicker
        locale={locale === 'en' ? enUS : zhCN}
        {...(locale === 'en' ? { labels: englishLabels } : {})}
        showOutsideDays
        fixedWeeks
        {...props}
      />
    </CalendarRoot>
  );
}

export interface DateLimits {
  /** Disable dates after `today`. */
  disableFuture?: boolean | undefined;
  /** The earliest selectable date. */
  minDate?: Date | undefined;
  /** The latest selectable date. */
  maxDate?: Date | undefined;
  /** "Today"; injectable so stories and tests are deterministic. */
  today: Date;
}

/** The latest allowed date, combining `maxDate` and `disableFuture`. */
export function latestDate({ disableFuture, maxDate, today }: DateLimits): Date | undefined {
  if (disableFuture && maxDate) return maxDate < today ? maxDate : today;
  return disableFuture ? today : maxDate;
}

/** Day matchers for DayPicker's `disabled`. */
export function disabledMatchers(limits: DateLimits): Matcher[] {
  const latest = latestDate(limits);
  const matchers: Matcher[] = [];
  if (latest) matchers.push({ after: latest });
  if (limits.minDate) matchers.push({ before: limits.minDate });
  return matchers;
}

const dayNumber = (d: Date) => d.getFullYear() * 10000 + d.getMonth() * 100 + d.getDate();

/** True when the date's day is within the limits. */
export function isDayAllowed(date: Date, limits: DateLimits): boolean {
  const latest = latestDate(limits);
  if (latest && dayNumber(date) > dayNumber(latest)) return false;
  if (limits.minDate && dayNumber(date) < dayNumber(limits.minDate)) return false;
  return true;
}
