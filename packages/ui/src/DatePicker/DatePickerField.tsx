import * as Popover from '@radix-ui/react-popover';
import { useState, type ComponentPropsWithRef, type KeyboardEvent, type Ref } from 'react';
import { displayNow } from '../format/displayZone';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { CalendarIcon, CloseIcon } from '../internal/icons';
import { Button } from '../Button/Button';
import { splitDataProps, useFormControl } from '../FormField/FormFieldContext';
import { NumberInput } from '../NumberInput/NumberInput';
import type { TextInputSize } from '../TextInput/TextInput';
import { FieldBox, IconButton, InnerInput } from '../TextInput/TextInput.styles';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  formatDate,
  formatDateTime,
  parseDate,
  parseDateTime,
} from '../DateTimePicker/dateTime';
import { DatePickerCalendar, disabledMatchers, isDayAllowed, latestDate } from './DatePickerCalendar';
import { Content, Footer, LinkButton, TimeRow } from './DatePicker.styles';

/** Props shared by DatePicker and DateTimePicker. */
export interface DatePickerBaseProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'size' | 'value' | 'defaultValue' | 'ref' | 'type' | 'onChange' | 'min' | 'max'
> {
  /** The root element (the bordered box). */
  ref?: Ref<HTMLSpanElement>;
  /** Controlled value; `null` when empty. */
  value?: Date | null;
  /** Initial value when uncontrolled.
   * @default null */
  defaultValue?: Date | null;
  /** Called with the chosen date, or `null` when cleared. */
  onValueChange?: (value: Date | null) => void;
  /** Disables every date after `today` (spec: date searches cannot pick future dates). */
  disableFuture?: boolean;
  /** The earliest selectable date. */
  minDate?: Date;
  /** The latest selectable date. */
  maxDate?: Date;
  /** "Today" for the calendar, `disableFuture` and "now". Inject it in tests and stories.
   * @default displayNow(): the display zone's (UTC+8) wall clock, since the text a picker makes is read as UTC+8 */
  today?: Date;
  /** Shows a clear button while there is a value.
   * @default true */
  clearable?: boolean;
  /** Height and type size.
   * @default 'md' */
  size?: TextInputSize;
  /** Marks the value as wrong (`aria-invalid`). */
  invalid?: boolean;
  /** Controlled open state of the calendar. */
  open?: boolean;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

interface DatePickerFieldProps extends DatePickerBaseProps {
  withTime: boolean;
  component: string;
}

const withTimeOf = (day: Date, time: Date) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), time.getHours(), time.getMinutes(), time.getSeconds());

/** Internal: the text field + calendar popover behind DatePicker and DateTimePicker. */
export function DatePickerField({
  withTime,
  component,
  ref,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  disableFuture = false,
  minDate,
  maxDate,
  today: todayProp,
  clearable = true,
  size = 'md',
  invalid,
  open: openProp,
  onOpenChange,
  placeholder,
  className,
  style,
  id,
  disabled,
  required,
  readOnly,
  onBlur,
  onKeyDown,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: DatePickerFieldProps) {
  const t = useUiTranslate(formsCatalogues);
  const [dataProps, rest] = splitDataProps(props);
  const control = useFormControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    invalid,
    required,
    disabled,
  });
  const [value, setValue] = useControllableState<Date | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: false, onChange: onOpenChange });
  const [text, setText] = useState<string | null>(null);
  const [draft, setDraft] = useState<Date | null>(null);
  const [today] = useState(() => todayProp ?? displayNow());
  const now = todayProp ?? today;
  const limits = { disableFuture, minDate, maxDate, today: now };
  const format = withTime ? formatDateTime : formatDate;
  const parse = withTime ? parseDateTime : parseDate;
  const shown = text ?? (value ? format(value) : '');
  const locked = control.disabled || readOnly;

  const commit = (next: Date | null) => {
    setText(null);
    if (next && !isDayAllowed(next, limits)) return;
    if (next && withTime) {
      const latest = latestDate(limits);
      if (latest && disableFuture && next > latest) next = latest;
    }
    setValue(next);
  };

  const commitText = () => {
    if (text == null) return;
    if (text.trim() === '') {
      commit(null);
      return;
    }
    const parsed = parse(text);
    // Text that is not a valid date is dropped: the last value comes back.
    if (parsed) commit(parsed);
    else setText(null);
  };

  const changeOpen = (next: boolean) => {
    if (next && locked) return;
    if (next) setDraft(value ?? (withTime ? new Date(now.getFullYear(), now.getMonth(), now.getDate()) : null));
    setOpen(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter') commitText();
    else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      changeOpen(true);
    }
  };

  const selectDay = (day: Date | undefined) => {
    if (!day) return;
    if (withTime) {
      setDraft((prev) => withTimeOf(day, prev ?? day));
    } else {
      commit(day);
      setOpen(false);
    }
  };

  const setTimePart = (part: 'h' | 'm' | 's', n: number | null) => {
    setDraft((prev) => {
      const base = new Date(prev ?? now);
      if (part === 'h') base.setHours(n ?? 0);
      else if (part === 'm') base.setMinutes(n ?? 0);
      else base.setSeconds(n ?? 0);
      return base;
    });
  };

  const latest = latestDate(limits);
  const calendarMonth = draft ?? value ?? latest ?? now;

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Anchor asChild>
        <FieldBox
          ref={ref}
          data-component={component}
          data-size={size}
          data-state={open ? 'open' : 'closed'}
          data-invalid={control.invalid || undefined}
          data-disabled={control.disabled || undefined}
          data-readonly={readOnly || undefined}
          className={className}
          style={style}
          {...dataProps}
        >
          <InnerInput
            data-part="Input"
            type="text"
            autoComplete="off"
            id={control.id}
            value={shown}
            placeholder={placeholder ?? t(withTime ? 'datePicker.placeholderDateTime' : 'datePicker.placeholder')}
            title={withTime ? DATE_TIME_FORMAT : DATE_FORMAT}
            disabled={control.disabled}
            required={control.required}
            readOnly={readOnly}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            onChange={(event) => setText(event.target.value)}
            onBlur={(event) => {
              commitText();
              onBlur?.(event);
            }}
            onKeyDown={handleKeyDown}
            {...rest}
          />
          {clearable && value && !locked ? (
            <IconButton
              type="button"
              data-part="ClearButton"
              aria-label={t('datePicker.clear')}
              onClick={() => commit(null)}
            >
              <CloseIcon size={14} />
            </IconButton>
          ) : null}
          <Popover.Trigger asChild>
            <IconButton
              type="button"
              data-part="CalendarButton"
              aria-label={t('datePicker.openCalendar')}
              disabled={locked}
            >
              <CalendarIcon size={14} />
            </IconButton>
          </Popover.Trigger>
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
          <Content data-component={`${component}.Content`}>
            <DatePickerCalendar
              mode="single"
              // Focus moves into the calendar only because the user opened it (WAI-ARIA date picker dialog pattern).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              selected={(withTime ? draft : value) ?? undefined}
              onSelect={selectDay}
              defaultMonth={calendarMonth}
              today={now}
              disabled={disabledMatchers(limits)}
              {...(latest ? { endMonth: latest } : {})}
              {...(minDate ? { startMonth: minDate } : {})}
            />
            {withTime ? (
              <>
                <TimeRow role="group" aria-label={t('datePicker.time')} data-part="Time">
                  <NumberInput
                    size="sm"
                    aria-label={t('datePicker.hour')}
                    min={0}
                    max={23}
                    hideSteppers
                    value={(draft ?? now).getHours()}
                    onValueChange={(n) => setTimePart('h', n)}
                  />
                  :
                  <NumberInput
                    size="sm"
                    aria-label={t('datePicker.minute')}
                    min={0}
                    max={59}
                    hideSteppers
                    value={(draft ?? now).getMinutes()}
                    onValueChange={(n) => setTimePart('m', n)}
                  />
                  :
                  <NumberInput
                    size="sm"
                    aria-label={t('datePicker.second')}
                    min={0}
                    max={59}
                    hideSteppers
                    value={(draft ?? now).getSeconds()}
                    onValueChange={(n) => setTimePart('s', n)}
                  />
                </TimeRow>
                <Footer data-part="Footer">
                  <LinkButton
                    type="button"
                    data-part="NowButton"
                    onClick={() => {
                      commit(todayProp ?? displayNow());
                      setOpen(false);
                    }}
                  >
                    {t('datePicker.now')}
                  </LinkButton>
                  <Button
                    size="sm"
                    variant="primary"
                    data-part="ConfirmButton"
                    disabled={!draft}
                    onClick={() => {
                      commit(draft);
                      setOpen(false);
                    }}
                  >
                    {t('datePicker.confirm')}
                  </Button>
                </Footer>
              </>
            ) : (
              <Footer data-part="Footer">
                <LinkButton
                  type="button"
                  data-part="TodayButton"
                  disabled={!isDayAllowed(now, limits)}
                  onClick={() => {
                    commit(new Date(now.getFullYear(), now.getMonth(), now.getDate()));
                    setOpen(false);
                  }}
                >
                  {t('datePicker.today')}
                </LinkButton>
              </Footer>
            )}
          </Content>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
