import type { ComponentPropsWithRef } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { useFormControl } from '../FormField/FormFieldContext';
import type { SelectOption } from '../Select/SelectTypes';
import { Checkbox } from './Checkbox';
import { Group } from './Checkbox.styles';

export interface CheckboxGroupProps extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'onChange'> {
  /** The choices. */
  options: ReadonlyArray<SelectOption>;
  /** Controlled checked values. */
  value?: string[];
  /** Initial checked values when uncontrolled.
   * @default [] */
  defaultValue?: string[];
  /** Called with the checked values, in option order. */
  onValueChange?: (value: string[]) => void;
  /** Stack or line up the boxes.
   * @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Disables every box. */
  disabled?: boolean;
  /** Marks the group as wrong. */
  invalid?: boolean;
  /** Name for native form submission. */
  name?: string;
}

const NONE: string[] = [];

/** A labelled group of checkboxes (role group; named by a FormField label or `aria-label`). */
export function CheckboxGroup({
  options,
  value: valueProp,
  defaultValue = NONE,
  onValueChange,
  orientation = 'vertical',
  disabled,
  invalid,
  name,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxGroupProps) {
  const control = useFormControl({ id, 'aria-describedby': describedBy, invalid, disabled });
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const toggle = (option: string, on: boolean) =>
    setValue((prev) => options.map((o) => o.value).filter((v) => (v === option ? on : prev.includes(v))));
  return (
    <Group
      role="group"
      id={control.id}
      data-component="CheckboxGroup"
      data-orientation={orientation}
      aria-label={ariaLabel}
      aria-labelledby={labelledBy ?? (ariaLabel ? undefined : control.labelId)}
      aria-describedby={control.describedBy}
      data-invalid={control.invalid || undefined}
      {...rest}
    >
      {options.map((option) => (
        <Checkbox
          key={option.value}
          id={`${control.id}-${option.value}`}
          label={option.label}
          name={name}
          value={option.value}
          checked={value.includes(option.value)}
          onCheckedChange={(on) => toggle(option.value, on)}
          disabled={control.disabled || option.disabled}
          invalid={control.invalid}
          data-part="Item"
        />
      ))}
    </Group>
  );
}
