import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useEffect, useImperativeHandle, useRef, useState, type ComponentPropsWithRef, type Ref } from 'react';
import { joinIds, splitDataProps, useFormControl } from '../FormField/FormFieldContext';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { inputsCatalogues } from '../i18n/messages/inputs';
import type { TextInputSize } from '../TextInput/TextInput';
import { FieldBox, InnerInput } from '../TextInput/TextInput.styles';
import { formatYuan, moneyTextError, parseYuan, rangeError, type MoneyError } from './money';
import { Currency, Unit } from './MoneyInput.styles';

export interface MoneyInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'size' | 'value' | 'defaultValue' | 'ref' | 'min' | 'max' | 'step' | 'type' | 'onChange' | 'prefix'
> {
  /** The root element (the bordered box). */
  ref?: Ref<HTMLSpanElement>;
  /** The native input. */
  inputRef?: Ref<HTMLInputElement>;
  /** Controlled amount in fen (分, an integer: 1250 is ¥12.50); `null` when empty. */
  value?: number | null;
  /** Initial amount in fen when uncontrolled.
   * @default null */
  defaultValue?: number | null;
  /** Called with the amount in fen whenever the text is a valid amount within the limits, `null` when emptied. */
  onValueChange?: (value: number | null) => void;
  /** Smallest allowed amount, in fen; pass a negative number to allow negative amounts.
   * @default 0 */
  min?: number;
  /** Largest allowed amount, in fen. */
  max?: number;
  /** Shows the unit (元 / CNY) after the input as well as the ¥ before it.
   * @default false */
  showUnit?: boolean;
  /** Height and type size.
   * @default 'md' */
  size?: TextInputSize;
  /** Marks the value as wrong (`aria-invalid`). Text that is not an amount marks it too. */
  invalid?: boolean;
}

/** Text being edited, with the value it was typed against (a different value from outside drops it). */
interface Draft {
  text: string;
  base: number | null;
}

/**
 * An amount of money in yuan, held as an integer number of fen: the user types `12.5`, the value
 * is `1250`, and on blur the text is formatted as `12.50` (with thousands separators). The digits
 * are read as text, so there is no floating-point drift.
 *
 * Text that is not an amount (letters, three decimals, outside `min` / `max`) never reaches
 * `onValueChange`: the value keeps the last valid amount, the text stays as typed and the field
 * shows as invalid (`aria-invalid`, the reason in its description and as the input's native
 * validity message, so a native form will not submit it).
 */
export function MoneyInput({
  ref,
  inputRef,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  min = 0,
  max,
  showUnit = false,
  size = 'md',
  invalid,
  className,
  style,
  id,
  disabled,
  required,
  readOnly,
  placeholder = '0.00',
  onBlur,
  onFocus,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: MoneyInputProps) {
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
  const [value, setValue] = useControllableState<number | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [draftState, setDraft] = useState<Draft | null>(null);
  const [focused, setFocused] = useState(false);
  const localInput = useRef<HTMLInputElement | null>(null);
  useImperativeHandle(inputRef, () => localInput.current as HTMLInputElement, []);

  // A new value from outside (a form reset) replaces whatever was being typed.
  const draft = draftState && Object.is(draftState.base, value) ? draftState : null;
  const limits = { min, max };
  const text = draft ? draft.text : value === null ? '' : formatYuan(value);
  // While focused, a lone "-" or "." is the start of an amount, not a mistake.
  const incomplete = focused && /^\s*-?\.?\s*$/.test(text);
  const error: MoneyError | null = draft
    ? incomplete
      ? null
      : moneyTextError(draft.text, limits)
    : rangeError(value, limits);
  const errorText = error
    ? t(`moneyInput.error.${error}`, {
        min: formatYuan(min),
        max: max === undefined ? '' : formatYuan(max),
      })
    : null;
  const showInvalid = control.invalid || error !== null;
  const descriptionId = `${control.id}-money`;

  useEffect(() => {
    localInput.current?.setCustomValidity(errorText ?? '');
  }, [errorText]);

  const change = (next: string) => {
    const parsed = parseYuan(next);
    if (parsed.ok && rangeError(parsed.fen, limits) === null) {
      setDraft({ text: next, base: parsed.fen });
      setValue(parsed.fen);
    } else {
      setDraft({ text: next, base: value });
    }
  };

  return (
    <FieldBox
      ref={ref}
      data-component="MoneyInput"
      data-size={size}
      data-invalid={showInvalid || undefined}
      data-disabled={control.disabled || undefined}
      data-readonly={readOnly || undefined}
      className={className}
      style={style}
      {...dataProps}
    >
      <Currency data-part="Currency" aria-hidden="true">
        ¥
      </Currency>
      <InnerInput
        ref={localInput}
        data-part="Input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        id={control.id}
        value={text}
        placeholder={placeholder}
        disabled={control.disabled}
        required={control.required}
        readOnly={readOnly}
        aria-invalid={showInvalid || undefined}
        aria-describedby={joinIds(control.describedBy, descriptionId)}
        onChange={(event) => change(event.target.value)}
        onFocus={(event) => {
          setFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          // A usable amount is shown formatted; anything else stays as typed, marked invalid.
          if (draft && moneyTextError(draft.text, limits) === null) setDraft(null);
          onBlur?.(event);
        }}
        {...rest}
      />
      {showUnit ? (
        <Unit data-part="Unit" aria-hidden="true">
          {t('moneyInput.unit')}
        </Unit>
      ) : null}
      <VisuallyHidden id={descriptionId}>
        {errorText ? `${errorText} ` : null}
        {t('moneyInput.unitDescription')}
      </VisuallyHidden>
    </FieldBox>
  );
}
