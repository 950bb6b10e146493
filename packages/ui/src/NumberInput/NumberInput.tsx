import { useState, type ComponentPropsWithRef, type KeyboardEvent, type Ref } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { ChevronDownIcon, ChevronUpIcon } from '../internal/icons';
import { splitDataProps, useFormControl } from '../FormField/FormFieldContext';
import type { TextInputSize } from '../TextInput/TextInput';
import { FieldBox, InnerInput } from '../TextInput/TextInput.styles';
import { clampRound, decimalsOf, parseNumber } from './number';
import { StepButton, Steppers } from './NumberInput.styles';

export interface NumberInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'size' | 'value' | 'defaultValue' | 'ref' | 'min' | 'max' | 'step' | 'type' | 'onChange'
> {
  /** The root element (the bordered box). */
  ref?: Ref<HTMLSpanElement>;
  /** The native input. */
  inputRef?: Ref<HTMLInputElement>;
  /** Controlled value; `null` is empty. */
  value?: number | null;
  /** Initial value when uncontrolled.
   * @default null */
  defaultValue?: number | null;
  /** Called with the new number, or `null` when emptied. */
  onValueChange?: (value: number | null) => void;
  /** Smallest allowed value; enforced on blur and by the steppers. */
  min?: number;
  /** Largest allowed value; enforced on blur and by the steppers. */
  max?: number;
  /** Amount added by ArrowUp / the + button.
   * @default 1 */
  step?: number;
  /** Decimal places kept (rounded on blur). Defaults to the decimals of `step`. */
  precision?: number;
  /** Height and type size.
   * @default 'md' */
  size?: TextInputSize;
  /** Marks the value as wrong (`aria-invalid`). */
  invalid?: boolean;
  /** Hides the +/− buttons (ArrowUp/ArrowDown still work).
   * @default false */
  hideSteppers?: boolean;
}

/** A numeric field (role spinbutton): ArrowUp/ArrowDown and +/− buttons step; blur clamps and rounds; empty is `null`. */
export function NumberInput({
  ref,
  inputRef,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  precision: precisionProp,
  size = 'md',
  invalid,
  hideSteppers = false,
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
}: NumberInputProps) {
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
  const [value, setValue] = useControllableState<number | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [draft, setDraft] = useState<string | null>(null);
  const precision = precisionProp ?? decimalsOf(step);
  const format = (n: number | null) => (n == null ? '' : precisionProp != null ? n.toFixed(precision) : String(n));
  const text = draft ?? format(value);
  const locked = control.disabled || readOnly;

  const commit = (next: number | null) => {
    setDraft(null);
    setValue(next == null ? null : clampRound(next, { min, max, precision }));
  };

  const stepBy = (direction: 1 | -1) => {
    if (locked) return;
    const parsed = draft != null ? parseNumber(draft) : value;
    const base =
      parsed == null || Number.isNaN(parsed) ? (direction === 1 ? (min ?? 0) - step : (max ?? 0) + step) : parsed;
    commit(base + direction * step);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      stepBy(1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(-1);
    } else if (event.key === 'Enter' && draft != null) {
      const parsed = parseNumber(draft);
      if (parsed == null || !Number.isNaN(parsed)) commit(parsed);
    }
  };

  return (
    <FieldBox
      ref={ref}
      data-component="NumberInput"
      data-size={size}
      data-invalid={control.invalid || undefined}
      data-disabled={control.disabled || undefined}
      data-readonly={readOnly || undefined}
      className={className}
      style={style}
      {...dataProps}
    >
      <InnerInput
        ref={inputRef}
        data-part="Input"
        type="text"
        inputMode={precision > 0 ? 'decimal' : 'numeric'}
        role="spinbutton"
        autoComplete="off"
        id={control.id}
        value={text}
        aria-valuenow={value ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-invalid={control.invalid || undefined}
        aria-describedby={control.describedBy}
        disabled={control.disabled}
        required={control.required}
        readOnly={readOnly}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          const parsed = parseNumber(next);
          if (parsed === null || !Number.isNaN(parsed)) setValue(parsed);
        }}
        onBlur={(event) => {
          if (draft != null) {
            const parsed = parseNumber(draft);
            // Text that is not a number is dropped: the last valid value comes back.
            commit(parsed != null && Number.isNaN(parsed) ? value : parsed);
          } else if (value != null) {
            commit(value);
          }
          onBlur?.(event);
        }}
        onKeyDown={handleKeyDown}
        {...rest}
      />
      {hideSteppers ? null : (
        <Steppers data-part="Steppers">
          <StepButton
            type="button"
            tabIndex={-1}
            data-part="IncrementButton"
            aria-label={t('numberInput.increment')}
            disabled={locked || (max != null && value != null && value >= max)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => stepBy(1)}
          >
            <ChevronUpIcon size={12} />
          </StepButton>
          <StepButton
            type="button"
            tabIndex={-1}
            data-part="DecrementButton"
            aria-label={t('numberInput.decrement')}
            disabled={locked || (min != null && value != null && value <= min)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => stepBy(-1)}
          >
            <ChevronDownIcon size={12} />
          </StepButton>
        </Steppers>
      )}
    </FieldBox>
  );
}
