import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { CheckIcon, MinusIcon } from '../internal/icons';
import { splitDataProps, useFormControl } from '../FormField/FormFieldContext';
import { useControllableState } from '../hooks/useControllableState';
import { Box, Root } from './Checkbox.styles';

/** A checkbox's state. (`CheckboxProps` spells the union out so that its props table lists the values.) */
export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<typeof RadixCheckbox.Root>,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'ref' | 'asChild'
> {
  /** The root element (control and label). */
  ref?: Ref<HTMLSpanElement>;
  /** The text beside the box; clicking it toggles. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** Controlled state; `'indeterminate'` shows a dash (e.g. "select all" with some selected). */
  checked?: boolean | 'indeterminate';
  /** Initial state when uncontrolled.
   * @default false */
  defaultChecked?: boolean | 'indeterminate';
  /** Called with the new state (never `'indeterminate'`: a click resolves it to `true`). */
  onCheckedChange?: (checked: boolean) => void;
  /** Marks the choice as wrong (`aria-invalid`). */
  invalid?: boolean;
}

/** A checkbox with a label, on Radix Checkbox; supports the indeterminate state. */
export function Checkbox({
  ref,
  label,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  invalid,
  id,
  disabled,
  required,
  className,
  style,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const [dataProps, rest] = splitDataProps(props);
  const ownId = useId();
  const control = useFormControl({
    id: id ?? (label ? ownId : undefined),
    'aria-describedby': describedBy,
    invalid,
    required,
    disabled,
  });
  const [checked, setChecked] = useControllableState<CheckedState>({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: onCheckedChange as ((value: CheckedState) => void) | undefined,
  });
  return (
    <Root
      ref={ref}
      data-component="Checkbox"
      data-state={checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked'}
      data-disabled={control.disabled || undefined}
      className={className}
      style={style}
      {...dataProps}
    >
      <RadixCheckbox.Root
        asChild
        id={control.id}
        checked={checked}
        onCheckedChange={(next) => setChecked(next === true)}
        disabled={control.disabled}
        required={control.required}
        aria-invalid={control.invalid || undefined}
        aria-describedby={control.describedBy}
        {...rest}
      >
        <Box data-part="Box">
          <RadixCheckbox.Indicator data-part="Indicator" style={{ display: 'inline-flex' }}>
            {checked === 'indeterminate' ? (
              <MinusIcon size={12} strokeWidth={2} />
            ) : (
              <CheckIcon size={12} strokeWidth={2} />
            )}
          </RadixCheckbox.Indicator>
        </Box>
      </RadixCheckbox.Root>
      {label ? (
        <label htmlFor={control.id} data-part="Label">
          {label}
        </label>
      ) : null}
    </Root>
  );
}
