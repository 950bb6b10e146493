import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import type { ComponentPropsWithRef } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { useFormControl } from '../FormField/FormFieldContext';
import type { SelectOption } from '../Select/SelectTypes';
import { Choice, Radio, Root } from './RadioGroup.styles';

export interface RadioGroupProps extends Omit<
  ComponentPropsWithRef<typeof RadixRadioGroup.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'asChild' | 'orientation'
> {
  /** The choices. */
  options: ReadonlyArray<SelectOption>;
  /** Controlled value; `null` when nothing is chosen. */
  value?: string | null;
  /** Initial value when uncontrolled.
   * @default null */
  defaultValue?: string | null;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Stack or line up the radios (also sets the arrow keys).
   * @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Marks the group as wrong. */
  invalid?: boolean;
}

/** One choice among a few, on Radix RadioGroup: Tab enters the group, arrows move and select. */
export function RadioGroup({
  options,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  orientation = 'vertical',
  invalid,
  disabled,
  required,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  ...rest
}: RadioGroupProps) {
  const control = useFormControl({ id, 'aria-describedby': describedBy, invalid, required, disabled });
  const [value, setValue] = useControllableState<string | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange as ((value: string | null) => void) | undefined,
  });
  return (
    <RadixRadioGroup.Root
      asChild
      value={value ?? ''}
      onValueChange={setValue}
      orientation={orientation}
      disabled={control.disabled}
      required={control.required}
      {...rest}
    >
      <Root
        id={control.id}
        data-component="RadioGroup"
        data-orientation={orientation}
        aria-label={ariaLabel}
        aria-labelledby={labelledBy ?? (ariaLabel ? undefined : control.labelId)}
        aria-describedby={control.describedBy}
        aria-invalid={control.invalid || undefined}
      >
        {options.map((option) => {
          const itemId = `${control.id}-${option.value}`;
          const itemDisabled = control.disabled || option.disabled;
          return (
            <Choice key={option.value} data-part="Item" data-disabled={itemDisabled || undefined}>
              <RadixRadioGroup.Item asChild value={option.value} id={itemId} disabled={option.disabled}>
                <Radio data-part="Radio">
                  <RadixRadioGroup.Indicator data-part="Indicator" />
                </Radio>
              </RadixRadioGroup.Item>
              <label htmlFor={itemId} data-part="Label">
                {option.label}
              </label>
            </Choice>
          );
        })}
      </Root>
    </RadixRadioGroup.Root>
  );
}
