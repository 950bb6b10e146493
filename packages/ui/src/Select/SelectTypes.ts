import type { CSSProperties, Ref } from 'react';
import type { TextInputSize } from '../TextInput/TextInput';

/** One choice of a Select. */
export interface SelectOption {
  /** The value reported by `onValueChange`; unique and non-empty. */
  value: string;
  /** The text shown and searched. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface SelectBaseProps {
  /** The choices. */
  options: ReadonlyArray<SelectOption>;
  /** Text shown when nothing is selected. Defaults to "请选择". */
  placeholder?: string;
  /** Adds a search box that filters options by label (turns the Select into a combobox).
   * @default false */
  searchable?: boolean;
  /** Placeholder of the search box. Defaults to "搜索". */
  searchPlaceholder?: string;
  /** Shows a clear-all button when something is selected.
   * @default true for multiple, false for single */
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
  /** Name for native form submission (one hidden input per selected value). */
  name?: string;
  /** Id of the focusable trigger (a surrounding FormField supplies one). */
  id?: string;
  /** Accessible name when there is no FormField label. */
  'aria-label'?: string;
  /** Extra description ids for the trigger. */
  'aria-describedby'?: string;
  /** Controlled open state of the list. */
  open?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Class name for the root element. */
  className?: string;
  /** Inline style for the root element. */
  style?: CSSProperties;
  /** The root element. */
  ref?: Ref<HTMLElement>;
  /** Test id on the root element. */
  'data-testid'?: string;
}

export interface SelectSingleProps extends SelectBaseProps {
  /** Pick one value (default) or many. */
  multiple?: false;
  /** Controlled value; `null` when nothing is selected. */
  value?: string | null;
  /** Initial value when uncontrolled.
   * @default null */
  defaultValue?: string | null;
  /** Called with the chosen value, or `null` when cleared. */
  onValueChange?: (value: string | null) => void;
}

export interface SelectMultipleProps extends SelectBaseProps {
  /** Pick many values, shown as removable chips. */
  multiple: true;
  /** Controlled values. */
  value?: string[];
  /** Initial values when uncontrolled.
   * @default [] */
  defaultValue?: string[];
  /** Called with the chosen values. */
  onValueChange?: (value: string[]) => void;
}

export type SelectProps = SelectSingleProps | SelectMultipleProps;
