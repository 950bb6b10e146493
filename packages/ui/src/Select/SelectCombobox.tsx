import * as Popover from '@radix-ui/react-popover';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { Command } from 'cmdk';
import { useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { CheckIcon, ChevronDownIcon, CloseIcon, SearchIcon } from '../internal/icons';
import { useFormControl } from '../FormField/FormFieldContext';
import { IconButton } from '../TextInput/TextInput.styles';
import { Box, Chip, ChipRemove, ComboTrigger, Content, SearchBox } from './Select.styles';
import type { SelectProps } from './SelectTypes';

const EMPTY: string[] = [];

/** Multiple and/or searchable Select: Radix Popover + cmdk listbox. */
export function SelectCombobox(props: SelectProps) {
  const {
    options,
    placeholder,
    searchPlaceholder,
    size = 'md',
    invalid,
    disabled,
    required,
    name,
    id,
    open: openProp,
    onOpenChange,
    className,
    style,
    ref,
    'aria-label': ariaLabel,
    'aria-describedby': describedByProp,
    'data-testid': testId,
  } = props;
  const multiple = props.multiple === true;
  const clearable = props.clearable ?? multiple;
  const t = useUiTranslate(formsCatalogues);
  const control = useFormControl({ id, 'aria-describedby': describedByProp, invalid, required, disabled });
  const listId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: false,
    onChange: onOpenChange,
  });

  // One state for both modes: an array of values (single mode holds at most one).
  const [values, setValues] = useControllableState<string[]>({
    value: props.multiple
      ? props.value
      : props.value === undefined
        ? undefined
        : props.value === null
          ? EMPTY
          : [props.value],
    defaultValue: props.multiple ? (props.defaultValue ?? EMPTY) : props.defaultValue ? [props.defaultValue] : EMPTY,
    onChange: (next) => {
      if (props.multiple) props.onValueChange?.(next);
      else props.onValueChange?.(next[0] ?? null);
    },
  });

  const byValue = new Map(options.map((o) => [o.value, o]));
  const selected = values.map((v) => byValue.get(v) ?? { value: v, label: v });

  const changeOpen = (next: boolean) => {
    if (control.disabled && next) return;
    setOpen(next);
    if (!next) setSearch('');
  };

  const choose = (value: string) => {
    if (multiple) {
      setValues((prev) => (prev.includes(value) ? prev.filter((v) => v !== value) : [...prev, value]));
    } else {
      setValues([value]);
      changeOpen(false);
    }
  };

  const remove = (value: string) => {
    setValues((prev) => prev.filter((v) => v !== value));
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
      event.preventDefault();
      changeOpen(true);
    }
  };

  const triggerText =
    selected.length === 0 ? (placeholder ?? t('select.placeholder')) : multiple ? null : selected[0]?.label;

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Anchor asChild>
        <Box
          ref={ref as Ref<HTMLDivElement>}
          data-component="Select"
          data-multiple={multiple || undefined}
          data-state={open ? 'open' : 'closed'}
          data-size={size}
          data-invalid={control.invalid || undefined}
          data-disabled={control.disabled || undefined}
          className={className}
          style={style}
          data-testid={testId}
        >
          {multiple
            ? selected.map((option) => (
                <Chip key={option.value} data-part="Chip">
                  <span data-part="ChipLabel">{option.label}</span>
                  {control.disabled ? null : (
                    <ChipRemove
                      type="button"
                      data-part="ChipRemove"
                      aria-label={t('select.remove', { label: option.label })}
                      onClick={() => remove(option.value)}
                    >
                      <CloseIcon size={12} />
                    </ChipRemove>
                  )}
                </Chip>
              ))
            : null}
          <Popover.Trigger asChild>
            <ComboTrigger
              ref={triggerRef}
              type="button"
              role="combobox"
              id={control.id}
              data-part="Trigger"
              data-placeholder={selected.length === 0 || undefined}
              aria-label={ariaLabel}
              aria-haspopup="listbox"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              aria-invalid={control.invalid || undefined}
              aria-required={control.required || undefined}
              aria-describedby={control.describedBy}
              disabled={control.disabled}
              onKeyDown={onTriggerKeyDown}
            >
              {triggerText}
              {multiple && selected.length > 0 ? (
                <VisuallyHidden>{t('select.selectedCount', { count: selected.length })}</VisuallyHidden>
              ) : null}
            </ComboTrigger>
          </Popover.Trigger>
          {clearable && selected.length > 0 && !control.disabled ? (
            <IconButton
              type="button"
              data-part="ClearButton"
              aria-label={t('select.clearAll')}
              onClick={() => {
                setValues(EMPTY);
                triggerRef.current?.focus();
              }}
            >
              <CloseIcon size={14} />
            </IconButton>
          ) : null}
          <span data-part="Chevron" aria-hidden="true">
            <ChevronDownIcon size={14} />
          </span>
          {name ? values.map((v) => <input key={v} type="hidden" name={name} value={v} />) : null}
        </Box>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          asChild
          align="start"
          sideOffset={4}
          aria-label={ariaLabel ?? placeholder ?? t('select.placeholder')}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            searchRef.current?.focus();
          }}
        >
          <Content data-component="Select.Content" data-multiple={multiple || undefined}>
            <Command label={searchPlaceholder ?? t('select.search')} loop>
              <SearchBox data-part="Search">
                <SearchIcon size={14} />
                <Command.Input
                  ref={searchRef}
                  value={search}
                  onValueChange={setSearch}
                  placeholder={searchPlaceholder ?? t('select.search')}
                  aria-label={searchPlaceholder ?? t('select.search')}
                />
              </SearchBox>
              <Command.List
                id={listId}
                label={ariaLabel ?? placeholder ?? t('select.placeholder')}
                data-part="List"
                aria-multiselectable={multiple || undefined}
              >
                <Command.Empty>{t('select.noResults')}</Command.Empty>
                {options.map((option) => {
                  const checked = values.includes(option.value);
                  return (
                    <Command.Item
                      key={option.value}
                      value={option.value}
                      keywords={[option.label]}
                      disabled={option.disabled}
                      onSelect={() => choose(option.value)}
                      data-part="Option"
                      data-checked={checked || undefined}
                      aria-checked={multiple ? checked : undefined}
                    >
                      <span data-part="Check">{checked ? <CheckIcon size={14} /> : null}</span>
                      {option.label}
                    </Command.Item>
                  );
                })}
              </Command.List>
            </Command>
          </Content>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
