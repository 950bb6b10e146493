import { useState, type ComponentPropsWithRef } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { joinIds, useFormControl } from '../FormField/FormFieldContext';
import { parseNumber } from '../NumberInput/number';
import type { TextInputSize } from '../TextInput/TextInput';
import { FieldBox, InnerInput } from '../TextInput/TextInput.styles';
import { Inputs, Message, Root, Separator } from './NumberRange.styles';

/** A range of two optional numbers and whether it is acceptable. */
export interface NumberRangeValue {
  min: number | null;
  max: number | null;
  /** True when a side is not a number or min > max (spec: 请规范输入内容). */
  invalid: boolean;
}

export interface NumberRangeProps extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'onChange'> {
  /** Controlled range. */
  value?: Pick<NumberRangeValue, 'min' | 'max'>;
  /** Initial range when uncontrolled. */
  defaultValue?: Pick<NumberRangeValue, 'min' | 'max'>;
  /** Called on every edit with both numbers and the `invalid` flag. */
  onValueChange?: (value: NumberRangeValue) => void;
  /** Placeholder of the lower bound. Defaults to "最小值". */
  minPlaceholder?: string;
  /** Placeholder of the upper bound. Defaults to "最大值". */
  maxPlaceholder?: string;
  /** Height and type size.
   * @default 'md' */
  size?: TextInputSize;
  /** Disables both inputs. */
  disabled?: boolean;
  /** Name prefix for native form submission: `${name}Min`, `${name}Max`. */
  name?: string;
}

type Texts = readonly [string, string];

const asNumber = (text: string) => {
  const n = parseNumber(text);
  return n == null || Number.isNaN(n) ? null : n;
};
const formatNumber = (n: number | null | undefined) => (n == null ? '' : String(n));

/** Checks a pair of texts: invalid when a side is not a number or the minimum exceeds the maximum. */
export function evaluateNumberRange(minText: string, maxText: string): NumberRangeValue {
  const min = parseNumber(minText);
  const max = parseNumber(maxText);
  const notNumber = (min != null && Number.isNaN(min)) || (max != null && Number.isNaN(max));
  const invalid = notNumber || (min != null && max != null && min > max);
  return { min: asNumber(minText), max: asNumber(maxText), invalid };
}

/** Two number inputs for a min–max filter; shows 请规范输入内容 beside them when the range is wrong. */
export function NumberRange({
  value,
  defaultValue,
  onValueChange,
  minPlaceholder,
  maxPlaceholder,
  size = 'md',
  disabled,
  name,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedByProp,
  ...rest
}: NumberRangeProps) {
  const t = useUiTranslate(formsCatalogues);
  const control = useFormControl({ id, 'aria-describedby': describedByProp, disabled });
  const [ownTexts, setOwnTexts] = useState<Texts>([formatNumber(defaultValue?.min), formatNumber(defaultValue?.max)]);
  // A controlled value wins unless the texts already mean the same numbers (keeps "abc" or "1." visible while typing).
  const texts: Texts =
    value && (asNumber(ownTexts[0]) !== value.min || asNumber(ownTexts[1]) !== value.max)
      ? [formatNumber(value.min), formatNumber(value.max)]
      : ownTexts;
  const state = evaluateNumberRange(texts[0], texts[1]);
  const messageId = `${control.id}-message`;
  const describedBy = joinIds(control.describedBy, state.invalid && messageId);

  const update = (index: 0 | 1, text: string) => {
    const next: Texts = index === 0 ? [text, texts[1]] : [texts[0], text];
    setOwnTexts(next);
    onValueChange?.(evaluateNumberRange(next[0], next[1]));
  };

  const side = (index: 0 | 1) => (
    <FieldBox
      data-part={index === 0 ? 'Min' : 'Max'}
      data-size={size}
      data-invalid={state.invalid || undefined}
      data-disabled={control.disabled || undefined}
    >
      <InnerInput
        type="text"
        inputMode="decimal"
        autoComplete="off"
        id={index === 0 ? control.id : `${control.id}-max`}
        name={name ? `${name}${index === 0 ? 'Min' : 'Max'}` : undefined}
        aria-label={t(index === 0 ? 'numberRange.min' : 'numberRange.max')}
        placeholder={
          (index === 0 ? minPlaceholder : maxPlaceholder) ?? t(index === 0 ? 'numberRange.min' : 'numberRange.max')
        }
        value={texts[index]}
        onChange={(event) => update(index, event.target.value)}
        disabled={control.disabled}
        aria-invalid={state.invalid || undefined}
        aria-describedby={describedBy}
      />
    </FieldBox>
  );

  return (
    <Root
      role="group"
      data-component="NumberRange"
      data-invalid={state.invalid || undefined}
      aria-label={ariaLabel}
      aria-labelledby={labelledBy ?? (ariaLabel ? undefined : control.labelId)}
      {...rest}
    >
      <Inputs data-part="Inputs">
        {side(0)}
        <Separator aria-hidden="true">~</Separator>
        {side(1)}
      </Inputs>
      {state.invalid ? (
        <Message id={messageId} data-part="Message" role="alert">
          {t('numberRange.invalid')}
        </Message>
      ) : null}
    </Root>
  );
}
