import { useState } from 'react';
import { FormField } from '../../FormField/FormField';
import { useUiTranslate } from '../../i18n/I18nProvider';
import { coverEditorCatalogues } from '../../i18n/messages/coverEditor';
import { NumberInput } from '../../NumberInput/NumberInput';

/** The cover editor's translator. */
export const useCoverTranslate = () => useUiTranslate(coverEditorCatalogues);

export interface NumberFieldProps {
  /** The visible label. */
  label: string;
  /** The value in the document. */
  value: number;
  /** Smallest accepted value. */
  min: number;
  /** Largest accepted value. */
  max: number;
  /** Step of the arrow keys and steppers. @default 1 */
  step?: number;
  /** Decimal places kept. Defaults to the decimals of `step`. */
  precision?: number;
  /** Unit shown after the label's accessible text, e.g. "%" or "px" (part of the label). */
  unit?: string;
  /** Called with each accepted value (in range); out-of-range values are shown with an error and not sent. */
  onValueChange: (value: number) => void;
  /** An extra error from the caller (e.g. a crop that leaves the image); the value is not sent while set. */
  validate?: (value: number) => string | null;
  /** Disables the field. */
  disabled?: boolean;
}

/**
 * A labelled number field that never sends a value outside `min`–`max`: such a value stays
 * visible with an error under the field (wired to `aria-describedby`) until it is corrected.
 * The input is not clamped on blur, so what the user typed is what the error talks about.
 */
export function NumberField({
  label,
  value,
  min,
  max,
  step = 1,
  precision,
  unit,
  onValueChange,
  validate,
  disabled,
}: NumberFieldProps) {
  const t = useCoverTranslate();
  // A typed value that was not sent (out of range, empty or refused by `validate`).
  const [rejected, setRejected] = useState<{ value: number | null; error: string } | null>(null);
  const handle = (next: number | null) => {
    if (next == null || Number.isNaN(next) || next < min || next > max) {
      setRejected({ value: next, error: t('coverEditor.field.range', { min, max }) });
      return;
    }
    const error = validate?.(next) ?? null;
    if (error) {
      setRejected({ value: next, error });
      return;
    }
    setRejected(null);
    if (next !== value) onValueChange(next);
  };
  return (
    <FormField label={unit ? `${label} (${unit})` : label} error={rejected?.error} disabled={disabled}>
      <NumberInput
        size="sm"
        value={rejected ? rejected.value : value}
        step={step}
        {...(precision === undefined ? {} : { precision })}
        aria-valuemin={min}
        aria-valuemax={max}
        onValueChange={handle}
      />
    </FormField>
  );
}

export { CopyIcon, LockIcon, PencilIcon, TextTypeIcon, TrashIcon, UnlockIcon } from '../../internal/icons';
