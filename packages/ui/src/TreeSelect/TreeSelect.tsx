import * as Popover from '@radix-ui/react-popover';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import { useFormControl } from '../FormField/FormFieldContext';
import { useControllableState } from '../hooks/useControllableState';
import { useUiTranslate } from '../i18n/I18nProvider';
import { displayCatalogues } from '../i18n/messages/display';
import { ChevronDownIcon, CloseIcon, SearchIcon } from '../internal/icons';
import { Box, Chip, ChipRemove, ComboTrigger, SearchBox } from '../Select/Select.styles';
import { IconButton } from '../TextInput/TextInput.styles';
import type { TextInputSize } from '../TextInput/TextInput';
import { Tree } from '../Tree/Tree';
import { checkStates, filterTree, indexTree, toggleChecked, type TreeIndex, type TreeNode } from '../Tree/treeModel';
import { Content } from './TreeSelect.styles';

export interface TreeSelectBaseProps {
  /** The nodes to choose from. */
  data: readonly TreeNode[];
  /** Text shown when nothing is chosen. Defaults to 请选择 / "Select". */
  placeholder?: string;
  /** Placeholder and name of the search box. Defaults to 搜索 / "Search". */
  searchPlaceholder?: string;
  /** Shows a button that clears the value.
   * @default false */
  clearable?: boolean;
  /** Height and type size.
   * @default 'md' */
  size?: TextInputSize;
  /** Marks the value as wrong (`aria-invalid`). */
  invalid?: boolean;
  /** Disables the control. */
  disabled?: boolean;
  /** Required for form submission. */
  required?: boolean;
  /** Name for native form submission (one hidden input per chosen key). */
  name?: string;
  /** Id of the focusable trigger (a surrounding FormField supplies one). */
  id?: string;
  /** Accessible name when there is no FormField label. */
  'aria-label'?: string;
  /** Extra description ids for the trigger. */
  'aria-describedby'?: string;
  /** Controlled open state of the popover. */
  open?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Nodes open when the popover opens; defaults to the ancestors of the chosen nodes. */
  defaultExpandedKeys?: readonly string[];
  /** Height of the tree in the popover before it scrolls (number = px).
   * @default 280 */
  listMaxHeight?: number | string;
  /** Class name for the root element. */
  className?: string;
  /** Inline style for the root element. */
  style?: CSSProperties;
  /** The root element (the bordered box). */
  ref?: Ref<HTMLDivElement>;
  /** Test id on the root element. */
  'data-testid'?: string;
}

export interface TreeSelectSingleProps extends TreeSelectBaseProps {
  /** Choose one node (default), or many with checkboxes. */
  multiple?: false;
  /** Controlled value: the chosen key, `null` for none. */
  value?: string | null;
  /** Initial value when uncontrolled.
   * @default null */
  defaultValue?: string | null;
  /** Called with the chosen key, or `null` when cleared. */
  onValueChange?: (value: string | null) => void;
  checkStrictly?: never;
}

export interface TreeSelectMultipleProps extends TreeSelectBaseProps {
  /** Choose many nodes with tri-state checkboxes, shown as removable tags. */
  multiple: true;
  /** Controlled value: the checked keys (a parent is included when all its children are). */
  value?: string[];
  /** Initial value when uncontrolled; a listed parent checks its whole subtree.
   * @default [] */
  defaultValue?: string[];
  /** Called with the checked keys, in tree order. */
  onValueChange?: (value: string[]) => void;
  /** Check each node on its own: no propagation to children or parents.
   * @default false */
  checkStrictly?: boolean;
}

export type TreeSelectProps = TreeSelectSingleProps | TreeSelectMultipleProps;

const EMPTY: string[] = [];

/** Ancestors of the given keys: what to open so the chosen nodes are in view. */
function ancestorsOf(index: TreeIndex, keys: readonly string[]): string[] {
  const open = new Set<string>();
  for (const key of keys) {
    for (let p = index.byKey.get(key)?.parent ?? null; p !== null && !open.has(p); p = index.byKey.get(p)!.parent) {
      open.add(p);
    }
  }
  return [...open];
}

/** The checked nodes worth a tag: those whose parent is not checked too (a whole department shows once). */
function topmost(index: TreeIndex, keys: readonly string[]): string[] {
  const set = new Set(keys);
  return index.order.filter((key) => {
    if (!set.has(key)) return false;
    const parent = index.byKey.get(key)!.parent;
    return parent === null || !set.has(parent);
  });
}

/**
 * A form control that chooses from a tree: a department, or (with `multiple`) several nodes with
 * tri-state checkboxes shown as removable tags. The popover holds a search box and a Tree.
 * Keyboard: Enter, Space or ArrowDown opens; type to filter; ArrowDown enters the tree; Enter
 * picks (or, from the search box, picks the first match); Space checks; Esc closes.
 */
export function TreeSelect(props: TreeSelectProps) {
  const {
    data,
    placeholder,
    searchPlaceholder,
    clearable = false,
    size = 'md',
    invalid,
    disabled,
    required,
    name,
    id,
    open: openProp,
    onOpenChange,
    defaultExpandedKeys,
    listMaxHeight = 280,
    className,
    style,
    ref,
    'aria-label': ariaLabel,
    'aria-describedby': describedByProp,
    'data-testid': testId,
  } = props;
  const multiple = props.multiple === true;
  const strict = props.multiple === true && props.checkStrictly === true;
  const t = useUiTranslate(displayCatalogues);
  const control = useFormControl({ id, 'aria-describedby': describedByProp, invalid, required, disabled });
  const index = useMemo(() => indexTree(data), [data]);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: false, onChange: onOpenChange });

  // One state for both modes: an array of keys (single mode holds at most one).
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

  // In multiple mode the value is the tree's checked keys, normalised (parents derived from children).
  const checkedKeys = useMemo(
    () => (multiple ? checkStates(index, values, strict).checkedKeys : EMPTY),
    [multiple, index, values, strict],
  );
  const tags = multiple ? topmost(index, checkedKeys) : EMPTY;
  const label = (key: string) => index.byKey.get(key)?.node.label ?? key;
  const listLabel = ariaLabel ?? placeholder ?? t('treeSelect.options');

  const changeOpen = (next: boolean) => {
    if (control.disabled && next) return;
    setOpen(next);
    if (!next) setSearch('');
  };

  const choose = (node: TreeNode) => {
    setValues([node.key]);
    changeOpen(false);
  };

  const toggle = (key: string) => setValues((prev) => toggleChecked(index, prev, key, strict));

  const removeTag = (key: string) => {
    toggle(key);
    triggerRef.current?.focus();
  };

  const focusTree = () => contentRef.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus();

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
      event.preventDefault();
      changeOpen(true);
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusTree();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const filter = filterTree(index, search);
      const first = filter ? index.order.find((k) => filter.matches.has(k) && !index.byKey.get(k)!.locked) : undefined;
      if (!first) focusTree();
      else if (multiple) toggle(first);
      else choose(index.byKey.get(first)!.node);
    }
  };

  const selectedLabel = !multiple && values[0] !== undefined ? label(values[0]) : null;
  const placeholderText = placeholder ?? t('treeSelect.placeholder');
  const triggerText = multiple ? (tags.length ? null : placeholderText) : (selectedLabel ?? placeholderText);
  const empty = multiple ? checkedKeys.length === 0 : values.length === 0;

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Anchor asChild>
        <Box
          ref={ref}
          data-component="TreeSelect"
          data-multiple={multiple || undefined}
          data-state={open ? 'open' : 'closed'}
          data-size={size}
          data-invalid={control.invalid || undefined}
          data-disabled={control.disabled || undefined}
          className={className}
          style={style}
          data-testid={testId}
        >
          {tags.map((key) => (
            <Chip key={key} data-part="Tag">
              <span data-part="ChipLabel">{label(key)}</span>
              {control.disabled || index.byKey.get(key)?.locked ? null : (
                <ChipRemove
                  type="button"
                  data-part="TagRemove"
                  aria-label={t('treeSelect.remove', { label: label(key) })}
                  onClick={() => removeTag(key)}
                >
                  <CloseIcon size={12} />
                </ChipRemove>
              )}
            </Chip>
          ))}
          <Popover.Trigger asChild>
            <ComboTrigger
              ref={triggerRef}
              type="button"
              role="combobox"
              id={control.id}
              data-part="Trigger"
              data-placeholder={(multiple ? tags.length === 0 : selectedLabel === null) || undefined}
              aria-label={ariaLabel}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-invalid={control.invalid || undefined}
              aria-required={control.required || undefined}
              aria-describedby={control.describedBy}
              disabled={control.disabled}
              onKeyDown={onTriggerKeyDown}
            >
              {triggerText}
              {multiple && tags.length > 0 ? (
                <VisuallyHidden>{t('treeSelect.selectedCount', { count: checkedKeys.length })}</VisuallyHidden>
              ) : null}
            </ComboTrigger>
          </Popover.Trigger>
          {clearable && !empty && !control.disabled ? (
            <IconButton
              type="button"
              data-part="ClearButton"
              aria-label={t('treeSelect.clear')}
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
          {name
            ? (multiple ? checkedKeys : values).map((v) => <input key={v} type="hidden" name={name} value={v} />)
            : null}
        </Box>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          asChild
          align="start"
          sideOffset={4}
          aria-label={listLabel}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.querySelector<HTMLInputElement>('input')?.focus();
          }}
        >
          <Content ref={contentRef} data-component="TreeSelect.Content" data-multiple={multiple || undefined}>
            <SearchBox data-part="Search">
              <SearchIcon size={14} />
              <input
                type="text"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                onKeyDown={onSearchKeyDown}
                placeholder={searchPlaceholder ?? t('treeSelect.search')}
                aria-label={searchPlaceholder ?? t('treeSelect.search')}
                autoComplete="off"
              />
            </SearchBox>
            <Tree
              data-part="Tree"
              aria-label={listLabel}
              data={data}
              filterText={search}
              defaultExpandedKeys={defaultExpandedKeys ?? ancestorsOf(index, multiple ? checkedKeys : values)}
              maxHeight={listMaxHeight}
              {...(multiple
                ? {
                    selectable: false,
                    checkable: true,
                    checkStrictly: strict,
                    checkedKeys,
                    onCheckedKeysChange: (keys: string[]) => setValues(keys),
                  }
                : { selectable: true, selectedKey: values[0] ?? null, onActivate: choose })}
            />
          </Content>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
