import * as Popover from '@radix-ui/react-popover';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type Ref,
  type SVGProps,
} from 'react';
import { joinIds, splitDataProps, useFormControl } from '../FormField/FormFieldContext';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { inputsCatalogues } from '../i18n/messages/inputs';
import { CloseIcon } from '../internal/icons';
import type { TextInputSize } from '../TextInput/TextInput';
import { FieldBox, IconButton, InnerInput } from '../TextInput/TextInput.styles';
import { scrollOptionIntoView } from './scrollOption';
import { isTimeValue, nearestOptionIndex, parseTime, timeFormat, timeOptions } from './time';
import { ListPanel, Option } from './TimeInput.styles';

export interface TimeInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'size' | 'value' | 'defaultValue' | 'ref' | 'type' | 'onChange' | 'min' | 'max' | 'step'
> {
  /** The root element (the bordered box). */
  ref?: Ref<HTMLSpanElement>;
  /** The native input (the combobox). */
  inputRef?: Ref<HTMLInputElement>;
  /** Controlled value, `HH:mm` (or `HH:mm:ss` with `seconds`); `null` when empty. */
  value?: string | null;
  /** Initial value when uncontrolled.
   * @default null */
  defaultValue?: string | null;
  /** Called with the time as soon as the text is a real time, when one is picked, or `null` when cleared. */
  onValueChange?: (value: string | null) => void;
  /** Work with seconds: the value is `HH:mm:ss`.
   * @default false */
  seconds?: boolean;
  /** Minutes between the times offered in the list (typed times may fall between them).
   * @default 30 */
  minuteStep?: number;
  /** Shows a clear button while there is a value.
   * @default true */
  clearable?: boolean;
  /** Height and type size.
   * @default 'md' */
  size?: TextInputSize;
  /** Marks the value as wrong (`aria-invalid`). Text that is not a time marks it too. */
  invalid?: boolean;
  /** Controlled open state of the list. */
  open?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

function ClockIcon({ size = 14, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <circle cx="8" cy="8" r="6" />
      <path d="M8 4.5V8l2.5 1.5" />
    </svg>
  );
}

/** Text being edited, with the value it was typed against (a new value from outside drops it). */
interface Draft {
  text: string;
  base: string | null;
  /** The user tried to leave it (blur or Enter), so a wrong time now shows as invalid. */
  committed: boolean;
}

/**
 * A time of day as `HH:mm` (or `HH:mm:ss`): typed, or picked from a list of times every
 * `minuteStep` minutes. The input is a combobox: ArrowDown / ArrowUp open the list and move
 * through it, PageDown / PageUp move by an hour, Enter picks, Escape closes; focus stays in the
 * input throughout.
 *
 * Typed text is read as `9:30`, `0930` or `09：30`; a real time is reported as you type and shown
 * in the exact format on blur. Text that is not a real time (`25:00`) is not reported: after blur
 * or Enter the field shows as invalid and keeps the text until it is fixed.
 */
export function TimeInput({
  ref,
  inputRef,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  seconds = false,
  minuteStep = 30,
  clearable = true,
  size = 'md',
  invalid,
  open: openProp,
  onOpenChange,
  className,
  style,
  id,
  disabled,
  required,
  readOnly,
  placeholder,
  onBlur,
  onKeyDown,
  onClick,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: TimeInputProps) {
  const t = useUiTranslate(inputsCatalogues);
  const [dataProps, rest] = splitDataProps(props);
  const control = useFormControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    invalid,
    required,
    disabled,
  });
  const [value, setValue] = useControllableState<string | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: false, onChange: onOpenChange });
  const [draftState, setDraft] = useState<Draft | null>(null);
  const [active, setActive] = useState(0);
  // The active option is highlighted (and picked by Enter) only after the arrows or the mouse chose it.
  const [navigated, setNavigated] = useState(false);
  const localInput = useRef<HTMLInputElement | null>(null);
  const rootRef = useRef<HTMLSpanElement | null>(null);
  // The list element, as state: the portal mounts it a moment after opening, and scrolling waits for it.
  const [listElement, setListElement] = useState<HTMLDivElement | null>(null);
  useImperativeHandle(inputRef, () => localInput.current as HTMLInputElement, []);
  useImperativeHandle(ref, () => rootRef.current as HTMLSpanElement, []);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const format = timeFormat(seconds);
  const options = useMemo(() => timeOptions(minuteStep, seconds), [minuteStep, seconds]);
  const draft = draftState && Object.is(draftState.base, value) ? draftState : null;
  const text = draft ? draft.text : (value ?? '');
  const locked = control.disabled || Boolean(readOnly);
  const badText = draft ? draft.committed && parseTime(draft.text, seconds) === undefined : false;
  const badValue = !draft && value !== null && !isTimeValue(value, seconds);
  const error = badText || badValue ? t('timeInput.error.format', { format }) : null;
  const showInvalid = control.invalid || error !== null;
  const errorId = `${control.id}-time-error`;

  useEffect(() => {
    localInput.current?.setCustomValidity(error ?? '');
  }, [error]);

  // Opening shows the current time in the middle of the list; the arrows then scroll just enough.
  const shownIndex = navigated ? active : nearestOptionIndex(options, parseTime(text, seconds) ?? value);
  useEffect(() => {
    if (!open) return;
    scrollOptionIntoView(listElement, document.getElementById(optionId(shownIndex)), !navigated);
    // optionId is derived from listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, shownIndex, navigated, listElement]);

  const changeOpen = (next: boolean, { navigate = false }: { navigate?: boolean } = {}) => {
    if (next && (locked || open)) return;
    if (!next && !open) return;
    if (next) {
      setActive(nearestOptionIndex(options, parseTime(text, seconds) ?? value));
      setNavigated(navigate);
    }
    setOpen(next);
  };

  const pick = (time: string) => {
    setDraft(null);
    setValue(time);
    changeOpen(false);
    localInput.current?.focus();
  };

  const commitText = () => {
    if (!draft) return;
    const parsed = parseTime(draft.text, seconds);
    if (parsed === undefined) setDraft({ ...draft, committed: true });
    else setDraft(null);
  };

  const move = (delta: number) => {
    if (!open) {
      changeOpen(true, { navigate: true });
      return;
    }
    setNavigated(true);
    // The first arrow after typing or opening by click highlights the nearest time, then they move.
    if (navigated) setActive((index) => Math.min(options.length - 1, Math.max(0, index + delta)));
  };

  const perHour = Math.max(1, Math.round(options.length / 24));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || locked) return;
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'PageDown' || key === 'PageUp') {
      event.preventDefault();
      const step = key === 'PageDown' || key === 'PageUp' ? perHour : 1;
      move(key === 'ArrowDown' || key === 'PageDown' ? step : -step);
    } else if (key === 'Enter') {
      const option = options[active];
      if (open && navigated && option) {
        event.preventDefault();
        pick(option);
      } else {
        commitText();
        if (open && parseTime(text, seconds) !== undefined) {
          event.preventDefault();
          changeOpen(false);
        }
      }
    } else if (key === 'Escape' && open) {
      event.preventDefault();
      changeOpen(false);
    } else if (key === 'Tab' && open) {
      changeOpen(false);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => changeOpen(next)}>
      <Popover.Anchor asChild>
        <FieldBox
          ref={rootRef}
          data-component="TimeInput"
          data-size={size}
          data-state={open ? 'open' : 'closed'}
          data-invalid={showInvalid || undefined}
          data-disabled={control.disabled || undefined}
          data-readonly={readOnly || undefined}
          className={className}
          style={style}
          {...dataProps}
        >
          <InnerInput
            ref={localInput}
            data-part="Input"
            type="text"
            role="combobox"
            autoComplete="off"
            inputMode="numeric"
            id={control.id}
            value={text}
            placeholder={placeholder ?? t('timeInput.placeholder')}
            title={format}
            disabled={control.disabled}
            required={control.required}
            readOnly={readOnly}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && navigated ? optionId(active) : undefined}
            aria-autocomplete="none"
            aria-invalid={showInvalid || undefined}
            aria-describedby={joinIds(control.describedBy, error && errorId)}
            onChange={(event) => {
              const next = event.target.value;
              const parsed = parseTime(next, seconds);
              const committed = draft?.committed ?? false;
              if (parsed !== undefined) {
                setDraft({ text: next, base: parsed, committed });
                setValue(parsed);
                setActive(nearestOptionIndex(options, parsed));
                setNavigated(false);
              } else {
                setDraft({ text: next, base: value, committed });
              }
            }}
            onClick={(event) => {
              onClick?.(event);
              changeOpen(true);
            }}
            onBlur={(event) => {
              commitText();
              onBlur?.(event);
            }}
            onKeyDown={handleKeyDown}
            {...rest}
          />
          {clearable && value !== null && !locked ? (
            <IconButton
              type="button"
              data-part="ClearButton"
              aria-label={t('timeInput.clear')}
              onClick={() => {
                setDraft(null);
                setValue(null);
                localInput.current?.focus();
              }}
            >
              <CloseIcon size={14} />
            </IconButton>
          ) : null}
          <IconButton
            type="button"
            tabIndex={-1}
            data-part="ListButton"
            aria-label={t('timeInput.openList')}
            disabled={locked}
            // Focus stays in the input, which owns the list's keyboard (ArrowDown opens it).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              changeOpen(!open);
              localInput.current?.focus();
            }}
          >
            <ClockIcon />
          </IconButton>
          {error ? <VisuallyHidden id={errorId}>{error}</VisuallyHidden> : null}
        </FieldBox>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          asChild
          role="listbox"
          id={listId}
          align="start"
          sideOffset={4}
          aria-label={t('timeInput.list')}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            // A click in the field itself (the input, the clock) is not "outside".
            if (rootRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          <ListPanel ref={setListElement} data-component="TimeInput.List">
            {options.map((option, index) => (
              <Option
                key={option}
                id={optionId(index)}
                role="option"
                data-part="Option"
                aria-selected={option === value}
                data-active={(navigated && index === active) || undefined}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => {
                  setActive(index);
                  setNavigated(true);
                }}
                onClick={() => pick(option)}
              >
                {option}
              </Option>
            ))}
          </ListPanel>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
