import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ChangeEvent, ComponentPropsWithRef, CSSProperties, Ref } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { joinIds, splitDataProps, useFormControl } from '../FormField/FormFieldContext';
import { Counter } from '../TextInput/TextInput.styles';
import type { TextInputSize } from '../TextInput/TextInput';
import { Footer, Root, StyledTextarea } from './Textarea.styles';

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'defaultValue' | 'ref'> {
  /** The root element (the bordered box). */
  ref?: Ref<HTMLSpanElement>;
  /** The native textarea. */
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled.
   * @default '' */
  defaultValue?: string;
  /** Called with the new text. */
  onValueChange?: (value: string) => void;
  /** Type size.
   * @default 'md' */
  size?: TextInputSize;
  /** Marks the value as wrong (`aria-invalid`). */
  invalid?: boolean;
  /** Grows with its content between `minRows` and `maxRows` (CSS `field-sizing: content`).
   * @default false */
  autosize?: boolean;
  /** Visible rows at least.
   * @default 3 */
  minRows?: number;
  /** Rows before scrolling, when `autosize`.
   * @default 8 */
  maxRows?: number;
  /** Shows a live "3/10" counter when `maxLength` is set.
   * @default true */
  showCount?: boolean;
}

/** A multi-line text field with an optional character counter and auto-growing height. */
export function Textarea({
  ref,
  textareaRef,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onChange,
  size = 'md',
  invalid,
  autosize = false,
  minRows = 3,
  maxRows = 8,
  showCount = true,
  className,
  style,
  id,
  disabled,
  required,
  readOnly,
  maxLength,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: TextareaProps) {
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
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const hasCounter = maxLength != null && showCount;
  const counterId = `${control.id}-count`;
  const rootStyle = {
    ...style,
    '--bc-textarea-min-rows': String(minRows),
    '--bc-textarea-max-rows': String(maxRows),
  } as CSSProperties;

  return (
    <Root
      ref={ref}
      data-component="Textarea"
      data-size={size}
      data-invalid={control.invalid || undefined}
      data-disabled={control.disabled || undefined}
      data-readonly={readOnly || undefined}
      className={className}
      style={rootStyle}
      {...dataProps}
    >
      <StyledTextarea
        ref={textareaRef}
        data-part="Textarea"
        data-autosize={autosize || undefined}
        id={control.id}
        rows={minRows}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setValue(event.target.value);
          onChange?.(event);
        }}
        disabled={control.disabled}
        required={control.required}
        readOnly={readOnly}
        maxLength={maxLength}
        aria-invalid={control.invalid || undefined}
        aria-describedby={joinIds(control.describedBy, hasCounter && counterId)}
        {...rest}
      />
      {hasCounter ? (
        <Footer data-part="Footer">
          <Counter id={counterId} data-part="Counter" aria-live="polite">
            <span aria-hidden="true">
              {value.length}/{maxLength}
            </span>
            <VisuallyHidden>{t('textInput.count', { count: value.length, max: maxLength })}</VisuallyHidden>
          </Counter>
        </Footer>
      ) : null}
    </Root>
  );
}
