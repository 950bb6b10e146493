import * as RadixSelect from '@radix-ui/react-select';
import type { Ref } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { cspNonce } from '../internal/cspNonce';
import { CheckIcon, ChevronDownIcon } from '../internal/icons';
import { styled } from '../internal/styled';
import { useFormControl } from '../FormField/FormFieldContext';
import { itemStyles, popoverStyles, Trigger } from './Select.styles';
import { SelectCombobox } from './SelectCombobox';
import type { SelectProps, SelectSingleProps } from './SelectTypes';

export type { SelectOption, SelectProps, SelectSingleProps, SelectMultipleProps, SelectBaseProps } from './SelectTypes';

const StyledContent = styled(RadixSelect.Content)`
  ${popoverStyles}
`;
const StyledItem = styled(RadixSelect.Item)`
  ${itemStyles}
`;
const StyledViewport = styled(RadixSelect.Viewport)`
  overflow-y: auto;
`;

/**
 * Choose one value from a list (Radix Select), or, with `multiple` and/or `searchable`, a
 * combobox with a search box, checkmarks and removable chips.
 */
export function Select(props: SelectProps) {
  if (props.multiple || props.searchable) return <SelectCombobox {...props} />;
  return <SelectSingle {...props} />;
}

function SelectSingle({
  options,
  placeholder,
  size = 'md',
  invalid,
  disabled,
  required,
  name,
  id,
  open,
  onOpenChange,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  className,
  style,
  ref,
  'aria-label': ariaLabel,
  'aria-describedby': describedByProp,
  'data-testid': testId,
}: SelectSingleProps) {
  const t = useUiTranslate(formsCatalogues);
  const control = useFormControl({ id, 'aria-describedby': describedByProp, invalid, required, disabled });
  const [value, setValue] = useControllableState<string | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  return (
    <RadixSelect.Root
      value={value ?? ''}
      onValueChange={(next) => setValue(next === '' ? null : next)}
      disabled={control.disabled}
      required={control.required}
      {...(name ? { name } : {})}
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <RadixSelect.Trigger asChild>
        <Trigger
          ref={ref as Ref<HTMLButtonElement>}
          id={control.id}
          data-component="Select"
          data-size={size}
          data-invalid={control.invalid || undefined}
          data-disabled={control.disabled || undefined}
          className={className}
          style={style}
          data-testid={testId}
          aria-label={ariaLabel}
          aria-invalid={control.invalid || undefined}
          aria-describedby={control.describedBy}
        >
          <span data-part="Value">
            <RadixSelect.Value placeholder={placeholder ?? t('select.placeholder')} />
          </span>
          <RadixSelect.Icon data-part="Chevron">
            <ChevronDownIcon size={14} />
          </RadixSelect.Icon>
        </Trigger>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <StyledContent position="popper" sideOffset={4} data-component="Select.Content">
          {/* Radix renders a <style> here (hidden scrollbar): it needs the page's CSP nonce. */}
          <StyledViewport nonce={cspNonce()}>
            {options.map((option) => (
              <StyledItem key={option.value} value={option.value} disabled={option.disabled} data-part="Option">
                <span data-part="Check">
                  <RadixSelect.ItemIndicator>
                    <CheckIcon size={14} />
                  </RadixSelect.ItemIndicator>
                </span>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </StyledItem>
            ))}
          </StyledViewport>
        </StyledContent>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
