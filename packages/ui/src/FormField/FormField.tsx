import * as RadixLabel from '@radix-ui/react-label';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId, useMemo, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { FormFieldContext, joinIds, type FormFieldContextValue } from './FormFieldContext';
import { Control, Error as ErrorText, Hint, Label, RequiredMark, Root } from './FormField.styles';

/** Props a FormField hands to a render-prop child (for native or third-party controls). */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  disabled: boolean | undefined;
}

export interface FormFieldProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The visible label; clicking it focuses the control. */
  label: ReactNode;
  /** Help text under the control, wired to `aria-describedby`. */
  hint?: ReactNode;
  /** The error message. When set, the control gets `aria-invalid` and the message is announced. */
  error?: ReactNode;
  /** Marks the field as required (a visible * and a spoken "required"). */
  required?: boolean;
  /** Disables the control inside. */
  disabled?: boolean;
  /** The control's id; generated when omitted. */
  controlId?: string;
  /** Label above the control or beside it.
   * @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** One form control of this package, or a function receiving the props to spread on any control. */
  children: ReactNode | ((control: FormFieldControlProps) => ReactNode);
}

/** A labelled form field: label, required mark, hint and error, wired to the control inside. */
export function FormField({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  controlId,
  orientation = 'vertical',
  children,
  ...rest
}: FormFieldProps) {
  const t = useUiTranslate(formsCatalogues);
  const baseId = useId();
  const id = controlId ?? `${baseId}-control`;
  const labelId = `${baseId}-label`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const hasError = error != null && error !== false && error !== '';
  const errorId = hasError ? `${baseId}-error` : undefined;
  const describedBy = joinIds(hintId, errorId);

  const context = useMemo<FormFieldContextValue>(
    () => ({ controlId: id, labelId, describedBy, invalid: hasError, required, disabled }),
    [id, labelId, describedBy, hasError, required, disabled],
  );

  const content =
    typeof children === 'function'
      ? children({
          id,
          'aria-describedby': describedBy,
          'aria-invalid': hasError || undefined,
          'aria-required': required || undefined,
          disabled: disabled || undefined,
        })
      : children;

  return (
    <Root data-component="FormField" data-orientation={orientation} data-invalid={hasError || undefined} {...rest}>
      <RadixLabel.Root asChild>
        <Label id={labelId} htmlFor={id} data-part="Label" data-disabled={disabled || undefined}>
          {label}
          {required ? (
            <>
              <RequiredMark aria-hidden="true" data-part="RequiredMark">
                *
              </RequiredMark>
              <VisuallyHidden>{t('formField.required')}</VisuallyHidden>
            </>
          ) : null}
        </Label>
      </RadixLabel.Root>
      <Control data-part="Control">
        <FormFieldContext value={context}>{content}</FormFieldContext>
      </Control>
      {hint ? (
        <Hint id={hintId} data-part="Hint">
          {hint}
        </Hint>
      ) : null}
      {hasError ? (
        <ErrorText id={errorId} role="alert" data-part="Error">
          {error}
        </ErrorText>
      ) : null}
    </Root>
  );
}
