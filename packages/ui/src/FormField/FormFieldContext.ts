import { createContext, use, useId } from 'react';

/** What a FormField tells the control inside it. */
export interface FormFieldContextValue {
  /** The id the control must carry so the label points at it. */
  controlId: string;
  /** The id of the visible label (for groups, which use `aria-labelledby`). */
  labelId: string;
  /** Ids of the hint and error message, for `aria-describedby`. */
  describedBy: string | undefined;
  /** True when the field shows an error. */
  invalid: boolean;
  /** True when the field is required. */
  required: boolean;
  /** True when the field is disabled. */
  disabled: boolean;
}

export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/** The surrounding FormField, if any. */
export function useFormFieldContext(): FormFieldContextValue | null {
  return use(FormFieldContext);
}

export interface FormControlOwnProps {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  invalid?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

/** Joins space-separated id lists, skipping empty values. */
export function joinIds(...ids: Array<string | undefined | null | false>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/**
 * Merges a control's own props with its FormField: id, described-by, invalid, required and
 * disabled. The control's own values win; described-by lists are joined.
 */
export function useFormControl(props: FormControlOwnProps) {
  const field = useFormFieldContext();
  const fallbackId = useId();
  const invalid = Boolean(
    props.invalid ||
    (props['aria-invalid'] != null && props['aria-invalid'] !== 'false' && props['aria-invalid'] !== false) ||
    field?.invalid,
  );
  return {
    id: props.id ?? field?.controlId ?? fallbackId,
    labelId: field?.labelId,
    describedBy: joinIds(props['aria-describedby'], field?.describedBy),
    invalid,
    required: Boolean(props.required ?? field?.required),
    disabled: Boolean(props.disabled ?? field?.disabled),
  };
}

/** Splits `data-*` attributes (which belong on a component's root) from the rest. */
export function splitDataProps<T extends object>(props: T): [Record<string, unknown>, T] {
  const data: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key.startsWith('data-')) data[key] = value;
    else rest[key] = value;
  }
  return [data, rest as T];
}
