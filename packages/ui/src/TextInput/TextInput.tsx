import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode, Ref } from 'react';
import { useImperativeHandle, useRef } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { CloseIcon } from '../internal/icons';
import { joinIds, splitDataProps, useFormControl } from '../FormField/FormFieldContext';
import { Counter, FieldBox, IconButton, InnerInput, Visual } from './TextInput.styles';

export type TextInputSize = 'sm' | 'md' | 'lg';

export interface TextInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'size' | 'value' | 'defaultValue' | 'ref' | 'prefix'
> {
  /** The root element (the bordered box). */
  ref?: Ref<HTMLSpanElement>;
  /** The native input element. */
  inputRef?: Ref<HTMLInputElement>;
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled.
   * @default '' */
  defaultValue?: string;
  /** Called with the new text on typing and on clear. */
  onValueChange?: (value: string) => void;
  /** Height and type size: 24, 32 or 40 px.
   * @default 'md' */
  size?: TextInputSize;
  /** Marks the value as wrong (`aria-invalid`, red border). A surrounding FormField with an error sets it too. */
  invalid?: boolean;
  /** Shows a clear button while there is a value.
   * @default false */
  clearable?: boolean;
  /** An icon or text before the input. */
  leadingVisual?: ReactNode;
  /** An icon or text after the input. */
  trailingVisual?: ReactNode;
  /** Shows a live "3/10" counter when `maxLength` is set.
   * @default true */
  showCount?: boolean;
}

/** A single-line text field. Label it with a FormField or `aria-label`. */
export function TextInput({
  ref,
  inputRef,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onChange,
  size = 'md',
  invalid: invalidProp,
  clearable = false,
  leadingVisual,
  trailingVisual,
  showCount = true,
  className,
  style,
  id: idProp,
  disabled: disabledProp,
  required: requiredProp,
  readOnly,
  maxLength,
  'aria-describedby': describedByProp,
  'aria-invalid': ariaInvalid,
  ...props
}: TextInputProps) {
  const t = useUiTranslate(formsCatalogues);
  const [dataProps, rest] = splitDataProps(props);
  const control = useFormControl({
    id: idProp,
    'aria-describedby': describedByProp,
    'aria-invalid': ariaInvalid,
    invalid: invalidProp,
    required: requiredProp,
    disabled: disabledProp,
  });
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const localInput = useRef<HTMLInputElement | null>(null);
  const counterId = `${control.id}-count`;
  const hasCounter = maxLength != null && maxLength >= 0 && showCount;
  const showClear = clearable && value !== '' && !control.disabled && !readOnly;

  useImperativeHandle(inputRef, () => localInput.current as HTMLInputElement, []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    onChange?.(event);
  };

  return (
    <FieldBox
      ref={ref}
      data-component="TextInput"
      data-size={size}
      data-invalid={control.invalid || undefined}
      data-disabled={control.disabled || undefined}
      data-readonly={readOnly || undefined}
      className={className}
      style={style}
      {...dataProps}
    >
      {leadingVisual ? <Visual data-part="LeadingVisual">{leadingVisual}</Visual> : null}
      <InnerInput
        ref={localInput}
        data-part="Input"
        type="text"
        id={control.id}
        value={value}
        onChange={handleChange}
        disabled={control.disabled}
        required={control.required}
        readOnly={readOnly}
        maxLength={maxLength}
        aria-invalid={control.invalid || undefined}
        aria-describedby={joinIds(control.describedBy, hasCounter && counterId)}
        {...rest}
      />
      {showClear ? (
        <IconButton
          type="button"
          data-part="ClearButton"
          aria-label={t('textInput.clear')}
          onClick={() => {
            setValue('');
            localInput.current?.focus();
          }}
        >
          <CloseIcon size={14} />
        </IconButton>
      ) : null}
      {hasCounter ? (
        <Counter id={counterId} data-part="Counter" aria-live="polite">
          <span aria-hidden="true">
            {value.length}/{maxLength}
          </span>
          <VisuallyHidden>{t('textInput.count', { count: value.length, max: maxLength })}</VisuallyHidden>
        </Counter>
      ) : null}
      {trailingVisual ? <Visual data-part="TrailingVisual">{trailingVisual}</Visual> : null}
    </FieldBox>
  );
}
