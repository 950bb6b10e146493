import { useMemo, useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from 'react';
import {
  FormProvider,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { useUiTranslate } from '../i18n/I18nProvider';
import { formsCatalogues } from '../i18n/messages/forms';
import { FormContext, useFormSettings, type FormContextValue, type FormLayout } from './FormContext';
import { Actions, Root } from './Form.styles';

/** What `onSubmit` receives besides the values. */
export interface FormSubmitHelpers<TValues extends FieldValues> {
  /** Shows a server refusal beside its field (the first one is focused); the form stays as typed. */
  setFieldError: (name: FieldPath<TValues>, message: string) => void;
}

export interface FormProps<TValues extends FieldValues, TOutput = TValues> extends Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit' | 'noValidate'
> {
  /** The form state, from `useSchemaForm` (or react-hook-form's `useForm`). */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /**
   * Runs with the parsed values once they pass the schema. Throw (or reject) to refuse: the
   * error's message shows in an alert at the top and every typed value stays.
   */
  onSubmit: (values: TOutput, helpers: FormSubmitHelpers<TValues>) => Promise<void> | void;
  /** Labels above the controls or beside them, for every FormItem inside.
   * @default 'vertical' */
  layout?: FormLayout;
  /** Shown when `onSubmit` fails without a message of its own. @default '提交失败，请重试' */
  errorText?: ReactNode;
  /** Called when a submit finds invalid fields (after the first one is focused). */
  onInvalidSubmit?: (errors: FieldErrors<TValues>) => void;
}

const PROGRAMMING_ERRORS = ['TypeError', 'ReferenceError', 'SyntaxError', 'RangeError'];

/**
 * The message of a refusal worth showing the user: an Error's message or a server `{ msg }`. A
 * programming error (a TypeError such as a raw "Failed to fetch") gets the generic text instead.
 */
export function submitErrorMessage(error: unknown): string | null {
  if (error instanceof Error) {
    if (PROGRAMMING_ERRORS.includes(error.name)) return null;
    const message = error.message.trim();
    if (message) return message;
  }
  if (typeof error === 'object' && error && 'msg' in error && typeof error.msg === 'string' && error.msg.trim()) {
    return error.msg;
  }
  if (typeof error === 'string' && error.trim()) return error;
  return null;
}

/**
 * A `<form noValidate>` bound to a react-hook-form state: submitting validates (and focuses the
 * first invalid field), then calls `onSubmit`; a refusal shows in an alert at the top, keeping
 * every value and re-enabling submit. Put `FormItem`s and a `FormActions` inside.
 */
export function Form<TValues extends FieldValues, TOutput = TValues>({
  form,
  onSubmit,
  layout = 'vertical',
  errorText,
  onInvalidSubmit,
  children,
  ...rest
}: FormProps<TValues, TOutput>) {
  const t = useUiTranslate(formsCatalogues);
  const [submitError, setSubmitError] = useState<ReactNode>(null);
  const context = useMemo<FormContextValue>(() => ({ layout }), [layout]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A form in a dialog is portalled but still bubbles through React: keep its submit to itself.
    event.stopPropagation();
    setSubmitError(null);
    let focused = false;
    const helpers: FormSubmitHelpers<TValues> = {
      setFieldError: (name, message) => {
        form.setError(name, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      },
    };
    form
      .handleSubmit(
        (values) => onSubmit(values, helpers),
        (errors) => onInvalidSubmit?.(errors),
      )(event)
      .catch((error: unknown) => {
        setSubmitError(submitErrorMessage(error) ?? errorText ?? t('form.submitFailed'));
      });
  };

  return (
    <FormProvider {...form}>
      <FormContext value={context}>
        <Root data-component="Form" data-layout={layout} noValidate onSubmit={handleSubmit} {...rest}>
          {submitError ? (
            <Alert tone="danger" data-part="SubmitError">
              {submitError}
            </Alert>
          ) : null}
          {children}
        </Root>
      </FormContext>
    </FormProvider>
  );
}

export interface FormActionsProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Label of the submit button. @default '提交' (Submit) */
  submitText?: ReactNode;
  /** Label of the cancel button. @default '取消' (Cancel) */
  cancelText?: ReactNode;
  /** Shows a cancel button that calls this. */
  onCancel?: () => void;
  /** Where the buttons sit.
   * @default 'start' */
  align?: 'start' | 'center' | 'end';
  /** The id of the form to submit, when the actions render outside its `<form>` (a dialog footer). */
  formId?: string;
  /** Extra buttons, placed before cancel and submit. */
  children?: ReactNode;
}

/**
 * The submit (showing loading while `onSubmit` runs) and cancel buttons of a Form. Render it inside
 * the Form, or anywhere under the same react-hook-form provider with `formId`.
 */
export function FormActions({
  submitText,
  cancelText,
  onCancel,
  align = 'start',
  formId,
  children,
  ...rest
}: FormActionsProps) {
  const t = useUiTranslate(formsCatalogues);
  const settings = useFormSettings();
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  return (
    <Actions data-component="FormActions" data-align={align} data-layout={settings?.layout} {...rest}>
      {children}
      {onCancel ? (
        <Button data-part="Cancel" onClick={onCancel} disabled={isSubmitting}>
          {cancelText ?? t('form.cancel')}
        </Button>
      ) : null}
      <Button data-part="Submit" type="submit" variant="primary" loading={isSubmitting} form={formId}>
        {submitText ?? t('form.submit')}
      </Button>
    </Actions>
  );
}
