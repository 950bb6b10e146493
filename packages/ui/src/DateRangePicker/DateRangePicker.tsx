import * as Popover from '@radix-ui/react-popover';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId, useState, type CSSProperties, type Ref } from 'react';
import type { DateRange } from 'react-day-picker';
import { displayNow } from '../format/displayZone';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { CalendarIcon, CloseIcon } from '../internal/icons';
import { joinIds, useFormControl } from '../FormField/FormFieldContext';
import type { TextInputSize } from '../TextInput/TextInput';
import { FieldBox, IconButton } from '../TextInput/TextInput.styles';
import { DatePickerCalendar, disabledMatchers, latestDate } from '../DatePicker/DatePickerCalendar';
import { Content } from '../DatePicker/DatePicker.styles';
import { formatDate } from '../DateTimePicker/dateTime';
import { CalendarIconSlot, Layout, QuickRange, QuickRanges, RangeTrigger } from './DateRangePicker.styles';

/** A date range; `from` starts at 00:00:00 and `to` ends at 23:59:59.999 of their days. */
export interface DateRangeValue {
  from: Date;
  to: Date;
}

export interface DateRangePickerProps {
  /** Controlled range; `null` when empty. */
  value?: DateRangeValue | null;
  /** Initial range when uncontrolled.
   * @default null */
  defaultValue?: DateRangeValue | null;
  /** Called with the chosen range, or `null` when cleared. */
  onValueChange?: (value: DateRangeValue | null) => void;
  /** Disables every date after `today` (spec: date-range searches cannot select future dates). */
  disableFuture?: boolean;
  /** The earliest selectable date. */
  minDate?: Date;
  /** The latest selectable date. */
  maxDate?: Date;
  /** "Today" for the calendar, `disableFuture` and the quick ranges. Inject it in tests and stories.
   * @default displayNow(): today in the display zone (UTC+8), the zone the searched days are read in */
  today?: Date;
  /** Shows "last 7 days" and "last 30 days" (both ending today).
   * @default true */
  quickRanges?: boolean;
  /** Shows a clear button while there is a value.
   * @default true */
  clearable?: boolean;
  /** Text when empty. Defaults to "开始日期 至 结束日期". */
  placeholder?: string;
  /** Height and type size.
   * @default 'md' */
  size?: TextInputSize;
  /** Disables the control. */
  disabled?: boolean;
  /** Marks the value as wrong. */
  invalid?: boolean;
  /** Id of the trigger (a FormField supplies one). */
  id?: string;
  /** Accessible name without a FormField. */
  'aria-label'?: string;
  /** Extra description ids. */
  'aria-describedby'?: string;
  /** Controlled open state. */
  open?: boolean;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Class name for the root. */
  className?: string;
  /** Inline style for the root. */
  style?: CSSProperties;
  /** The root element. */
  ref?: Ref<HTMLSpanElement>;
  /** Test id on the root. */
  'data-testid'?: string;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const endOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59, 999);
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** The last `days` days ending with `today`, as a full-day range. */
export function lastDays(days: number, today: Date): DateRangeValue {
  return { from: startOfDay(addDays(today, -(days - 1))), to: endOfDay(today) };
}

/**
 * A date range picker: two months side by side, quick ranges (last 7 / 30 days) and clear.
 * The first chosen day starts the range, the second ends it and closes the popover.
 */
export function DateRangePicker({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  disableFuture = false,
  minDate,
  maxDate,
  today: todayProp,
  quickRanges = true,
  clearable = true,
  placeholder,
  size = 'md',
  disabled,
  invalid,
  id,
  open: openProp,
  onOpenChange,
  className,
  style,
  ref,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  'data-testid': testId,
}: DateRangePickerProps) {
  const t = useUiTranslate(formsCatalogues);
  const control = useFormControl({ id, 'aria-describedby': describedBy, invalid, disabled });
  const [value, setValue] = useControllableState<DateRangeValue | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: false, onChange: onOpenChange });
  const [anchor, setAnchor] = useState<Date | null>(null);
  const [initialToday] = useState(() => displayNow());
  const today = todayProp ?? initialToday;
  const limits = { disableFuture, minDate, maxDate, today };
  const latest = latestDate(limits);
  // Name = field label + visible text, so the spoken name contains what is shown (WCAG 2.5.3).
  const ownLabelId = useId();
  const valueId = `${control.id}-value`;
  const labelledBy = joinIds(ariaLabel ? ownLabelId : control.labelId, valueId);

  const changeOpen = (next: boolean) => {
    if (next && control.disabled) return;
    setAnchor(null);
    setOpen(next);
  };
  const apply = (next: DateRangeValue | null) => {
    setValue(next);
    setAnchor(null);
    setOpen(false);
  };

  const onSelect = (_range: DateRange | undefined, day: Date) => {
    if (!anchor) {
      setAnchor(day);
      return;
    }
    const [a, b] = anchor <= day ? [anchor, day] : [day, anchor];
    apply({ from: startOfDay(a), to: endOfDay(b) });
  };

  const selected: DateRange | undefined = anchor
    ? { from: anchor, to: undefined }
    : value
      ? { from: value.from, to: value.to }
      : undefined;
  // Two months: with future days disabled, end on the current month.
  const defaultMonth = value?.from ?? (latest ? new Date(latest.getFullYear(), latest.getMonth() - 1, 1) : today);
  const text = value ? `${formatDate(value.from)} ${t('dateRangePicker.separator')} ${formatDate(value.to)}` : null;

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Anchor asChild>
        <FieldBox
          ref={ref}
          data-component="DateRangePicker"
          data-size={size}
          data-state={open ? 'open' : 'closed'}
          data-invalid={control.invalid || undefined}
          data-disabled={control.disabled || undefined}
          className={className}
          style={style}
          data-testid={testId}
        >
          {ariaLabel ? <VisuallyHidden id={ownLabelId}>{ariaLabel}</VisuallyHidden> : null}
          <Popover.Trigger asChild>
            <RangeTrigger
              type="button"
              id={control.id}
              data-part="Trigger"
              data-placeholder={!value || undefined}
              aria-labelledby={labelledBy}
              aria-describedby={control.describedBy}
              aria-invalid={control.invalid || undefined}
              disabled={control.disabled}
            >
              <span id={valueId}>
                {text ??
                  placeholder ??
                  `${t('dateRangePicker.start')} ${t('dateRangePicker.separator')} ${t('dateRangePicker.end')}`}
              </span>
            </RangeTrigger>
          </Popover.Trigger>
          {clearable && value && !control.disabled ? (
            <IconButton
              type="button"
              data-part="ClearButton"
              aria-label={t('datePicker.clear')}
              onClick={() => apply(null)}
            >
              <CloseIcon size={14} />
            </IconButton>
          ) : (
            <CalendarIconSlot aria-hidden="true">
              <CalendarIcon size={14} />
            </CalendarIconSlot>
          )}
        </FieldBox>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          asChild
          align="start"
          sideOffset={4}
          aria-label={t('datePicker.calendar')}
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <Content data-component="DateRangePicker.Content">
            <Layout>
              {quickRanges ? (
                <QuickRanges role="group" aria-label={t('dateRangePicker.quickRanges')} data-part="QuickRanges">
                  <QuickRange type="button" onClick={() => apply(lastDays(7, today))}>
                    {t('dateRangePicker.last7Days')}
                  </QuickRange>
                  <QuickRange type="button" onClick={() => apply(lastDays(30, today))}>
                    {t('dateRangePicker.last30Days')}
                  </QuickRange>
                </QuickRanges>
              ) : null}
              <DatePickerCalendar
                mode="range"
                // Focus moves into the calendar only because the user opened it (WAI-ARIA date picker dialog pattern).
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                numberOfMonths={2}
                selected={selected}
                onSelect={onSelect}
                defaultMonth={defaultMonth}
                today={today}
                disabled={disabledMatchers(limits)}
                {...(latest ? { endMonth: latest } : {})}
                {...(minDate ? { startMonth: minDate } : {})}
              />
            </Layout>
          </Content>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
