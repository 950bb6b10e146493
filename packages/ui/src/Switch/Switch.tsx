import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { splitDataProps, useFormControl } from '../FormField/FormFieldContext';
import { Root, Track } from './Switch.styles';

export interface SwitchProps extends Omit<
  ComponentPropsWithRef<typeof RadixSwitch.Root>,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'ref' | 'asChild'
> {
  /** The root element (switch and label). */
  ref?: Ref<HTMLSpanElement>;
  /** The text beside the switch. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** Controlled state. */
  checked?: boolean;
  /** Initial state when uncontrolled.
   * @default false */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** 18 or 14 px high.
   * @default 'md' */
  size?: 'sm' | 'md';
}

/** An on/off switch with a label, on Radix Switch (Space toggles). */
export function Switch({
  ref,
  label,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  size = 'md',
  id,
  disabled,
  required,
  className,
  style,
  'aria-describedby': describedBy,
  ...props
}: SwitchProps) {
  const [dataProps, rest] = splitDataProps(props);
  const ownId = useId();
  const control = useFormControl({
    id: id ?? (label ? ownId : undefined),
    'aria-describedby': describedBy,
    required,
    disabled,
  });
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  return (
    <Root
      ref={ref}
      data-component="Switch"
      data-state={checked ? 'checked' : 'unchecked'}
      data-disabled={control.disabled || undefined}
      className={className}
      style={style}
      {...dataProps}
    >
      <RadixSwitch.Root
        asChild
        id={control.id}
        checked={checked}
        onCheckedChange={setChecked}
        disabled={control.disabled}
        required={control.required}
        aria-describedby={control.describedBy}
        {...rest}
      >
        <Track data-part="Track" data-size={size}>
          <RadixSwitch.Thumb data-part="Thumb" />
        </Track>
      </RadixSwitch.Root>
      {label ? (
        <label htmlFor={control.id} data-part="Label">
          {label}
        </label>
      ) : null}
    </Root>
  );
}
