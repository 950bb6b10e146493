import { useCallback, useState } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { formsZhCN, type FormsMessageKey } from '../i18n/messages/forms';
import type { ValidationRule } from './validators';

export interface UseFieldValidationOptions<T> {
  /** The field's current value. */
  value: T;
  /** Rules run in order; the first message wins. */
  rules: ReadonlyArray<ValidationRule<T>>;
}

export interface FieldValidation {
  /** The translated message to show, or undefined. Pass it to `FormField`'s `error`. */
  error: string | undefined;
  /** True once the field has been left at least once. */
  touched: boolean;
  /** Attach to the control: checks the rules when the field loses focus. */
  onBlur: () => void;
  /** Checks now (e.g. on submit), shows the message and returns true when valid. */
  validate: () => boolean;
  /** Forgets the message and the touched state. */
  reset: () => void;
}

const isCatalogueKey = (message: string): message is FormsMessageKey => Object.hasOwn(formsZhCN, message);

function firstError<T>(rules: ReadonlyArray<ValidationRule<T>>, value: T): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

/**
 * Validation that waits for the user: nothing is shown while they type; the rules run when the
 * field loses focus (spec §5: "checks run on blur"). A visible message follows the value, so it
 * disappears as soon as the input is fixed; a new mistake then waits for the next blur.
 */
export function useFieldValidation<T>({ value, rules }: UseFieldValidationOptions<T>): FieldValidation {
  const t = useUiTranslate(formsCatalogues);
  const [touched, setTouched] = useState(false);
  // The message recorded when the field was last left (or validated); null when it passed.
  const [recorded, setRecorded] = useState<string | null>(null);

  const current = recorded ? firstError(rules, value) : null;
  // Fixed while typing: forget the message, so a new mistake waits for the next blur.
  if (recorded && !current) setRecorded(null);
  const message = recorded ? current : null;

  const onBlur = useCallback(() => {
    setTouched(true);
    setRecorded(firstError(rules, value));
  }, [rules, value]);
  const validate = useCallback(() => {
    const result = firstError(rules, value);
    setTouched(true);
    setRecorded(result);
    return result === null;
  }, [rules, value]);
  const reset = useCallback(() => {
    setTouched(false);
    setRecorded(null);
  }, []);

  return {
    error: message ? (isCatalogueKey(message) ? t(message) : message) : undefined,
    touched,
    onBlur,
    validate,
    reset,
  };
}
